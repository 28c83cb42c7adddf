/**
 * The comments of an application against the contract server: add, edit, reorder by dragging and by the keyboard (the
 * order survives a reload), a template round trip, and attaching and detaching a system set.
 */
import type { AppComment } from '@panel/contract';
import { test, type Page } from '../support/test';
import { inEnglish, resetServer, signInThroughApi } from '../support/demo';
import { closeWithEscape } from '../support/layers';
import { apiAs, expect } from './records-helpers';

/** A fresh application of Acme's with the given comments (in this order), made through the API. */
async function applicationWith(page: Page, authors: string[]): Promise<number> {
  const app = await apiAs<{ data: { id: number } }>(page, 'POST', '/client/application/store', {
    name: `Comments ${authors.join(' ')}`,
    developer_name: 'Acme Apps',
    language: 'en',
    category: 'games',
    template: 'google-play',
    offer_url: 'https://offers.example/comments',
    rating: 4.5,
  });
  for (const author of authors) {
    await apiAs(page, 'POST', '/client/application/comment/store', {
      application_id: app.data.id,
      author_name: author,
      text: `${author} likes it.`,
      rating: 5,
      likes: 1,
      shown_date: '2026-05-01',
    });
  }
  return app.data.id;
}

const authors = (page: Page) => page.getByTestId('comment-author');
const card = (page: Page, author: string) => page.getByTestId('comment-card').filter({ hasText: author });

async function openComments(page: Page, id: number) {
  await page.goto(`/admin/client/applications/${id}/comments`);
  await expect(page.getByTestId('comments-board')).toBeVisible();
}

test.describe('comments of an application', () => {
  test.beforeEach(async ({ page, request }) => {
    await resetServer(request);
    await inEnglish(page);
    await signInThroughApi(page, 'owner');
    // A light document of the panel's origin, not a screen: the API calls that make each test's data read the
    // session's token from its storage, and each test then opens the screen it is about.
    await page.goto('/admin/runtime-config.json');
  });

  test('add and edit a comment', async ({ page }) => {
    const id = await applicationWith(page, ['Anna']);
    await openComments(page, id);
    await page.getByRole('button', { name: 'Add comment' }).click();
    const dialog = page.getByRole('dialog', { name: 'New comment' });
    await dialog.getByRole('textbox', { name: /^Author/ }).fill('Boris');
    await dialog.getByRole('textbox', { name: /^Text/ }).fill('Works offline too.');
    await dialog.getByRole('radio').nth(3).click();
    await dialog.getByRole('textbox', { name: /Developer's reply/ }).fill('Thank you!');
    await dialog.getByRole('button', { name: 'Add comment' }).click();
    await expect(authors(page)).toHaveText(['Anna', 'Boris']);
    await expect(card(page, 'Boris')).toContainText('Works offline too.');
    await expect(card(page, 'Boris')).toContainText('Thank you!');

    await page.getByRole('button', { name: 'Actions for the comment by Boris' }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit the comment by Boris' });
    const text = edit.getByRole('textbox', { name: /^Text/ });
    await expect(text).toHaveValue('Works offline too.');
    await text.fill('Works offline, and fast.');
    await edit.getByRole('button', { name: 'Save comment' }).click();
    await expect(card(page, 'Boris')).toContainText('Works offline, and fast.');

    // What was saved is what the server answers.
    const list = await apiAs<{ data: AppComment[] }>(
      page,
      'GET',
      `/client/application/comment/search?application_id=${id}`,
    );
    expect(list.data[1]).toMatchObject({
      author_name: 'Boris',
      text: 'Works offline, and fast.',
      rating: 4,
      reply_text: 'Thank you!',
    });
  });

  test('reorder by the keyboard and by dragging; the order survives a reload', async ({ page }) => {
    const id = await applicationWith(page, ['Anna', 'Boris', 'Clara']);
    await openComments(page, id);
    await expect(authors(page)).toHaveText(['Anna', 'Boris', 'Clara']);

    // Keyboard: pick Clara up with Space, move her up twice, drop with Space.
    const handle = page.getByRole('button', { name: 'Move the comment by Clara', exact: true });
    await handle.focus();
    // Each step waits for the move to be announced (the screen reader's live region), as a user waits to hear it.
    const announced = (text: string) => expect(page.getByText(text, { exact: true })).toBeAttached();
    await page.keyboard.press('Space');
    await expect(handle).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('ArrowUp');
    await announced('Clara is over position 2 of 3.');
    await page.keyboard.press('ArrowUp');
    await announced('Clara is over position 1 of 3.');
    await page.keyboard.press('Space');
    await expect(authors(page)).toHaveText(['Clara', 'Anna', 'Boris']);
    await expect(page.getByText('Order saved')).toBeVisible();

    // The arrow buttons.
    await page.getByRole('button', { name: 'Move the comment by Boris up' }).click();
    await expect(authors(page)).toHaveText(['Clara', 'Boris', 'Anna']);

    // Mouse: drag Anna's handle above Clara.
    const from = await page
      .getByRole('button', { name: 'Move the comment by Anna', exact: true })
      .boundingBox();
    const to = await card(page, 'Clara').boundingBox();
    await page.mouse.move(from!.x + from!.width / 2, from!.y + from!.height / 2);
    await page.mouse.down();
    await page.mouse.move(from!.x + from!.width / 2, from!.y - 10, { steps: 5 });
    await page.mouse.move(to!.x + 20, to!.y + 5, { steps: 10 });
    await page.mouse.up();
    await expect(authors(page)).toHaveText(['Anna', 'Clara', 'Boris']);

    await expect
      .poll(async () =>
        (
          await apiAs<{ data: { author_name: string }[] }>(
            page,
            'GET',
            `/client/application/comment/search?application_id=${id}`,
          )
        ).data.map((c) => c.author_name),
      )
      .toEqual(['Anna', 'Clara', 'Boris']);
    await page.reload();
    await expect(authors(page)).toHaveText(['Anna', 'Clara', 'Boris']);
  });

  test('save the comments as a template, add them to another application, and see the template', async ({
    page,
  }) => {
    const source = await applicationWith(page, ['Anna', 'Boris']);
    const target = await applicationWith(page, ['Zoe']);
    await openComments(page, source);
    await page.getByRole('button', { name: 'Templates' }).click();
    await page.getByRole('menuitem', { name: 'Save as a template' }).click();
    const save = page.getByRole('dialog', { name: 'Save as a template' });
    await save.getByRole('textbox', { name: /^Template name/ }).fill('Warm welcome');
    await save.getByRole('button', { name: 'Save template' }).click();
    await expect(page.getByText('Template «Warm welcome» saved with 2 comments')).toBeVisible();

    await openComments(page, target);
    await page.getByRole('button', { name: 'Templates' }).click();
    await page.getByRole('menuitem', { name: 'Add from a template' }).click();
    const add = page.getByRole('dialog', { name: 'Add from a template' });
    await add.getByText('Warm welcome').click();
    await expect(
      add.getByRole('list', { name: 'Comments of Warm welcome' }).getByRole('listitem'),
    ).toHaveCount(2);
    await add.getByRole('button', { name: 'Add 2 comments' }).click();
    await expect(authors(page)).toHaveText(['Zoe', 'Anna', 'Boris']);

    // The template's own screen lists its comments.
    await page.goto('/admin/client/comment-templates');
    await page.getByRole('searchbox').fill('Warm welcome');
    // The search applies after a pause; the row is clicked once the listing shows only it.
    await expect(page.getByTestId('listing-count')).toHaveText('1 record');
    await page.getByRole('link', { name: 'Warm welcome' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Warm welcome' })).toBeVisible();
    await expect(page.getByTestId('template-comment')).toHaveCount(2);
  });

  test('attach a system set: its comments are marked and not editable; detach removes them', async ({
    page,
  }) => {
    const id = await applicationWith(page, ['Anna']);
    await openComments(page, id);
    await page.getByRole('button', { name: 'System comments' }).click();
    const dialog = page.getByRole('dialog', { name: 'System comments' });
    const firstSet = dialog.getByRole('listitem').first();
    const setName = (await firstSet.locator('p').first().textContent())!.trim();
    await firstSet.getByRole('button', { name: 'Attach' }).click();
    await expect(firstSet.getByText('Attached')).toBeVisible();
    await dialog.getByRole('button', { name: 'Done' }).click();

    const system = page.getByTestId('comment-card').filter({ hasText: 'System' });
    await expect(system.first()).toBeVisible();
    const count = await system.count();
    expect(count).toBeGreaterThan(0);
    const author = (await system.first().getByTestId('comment-author').textContent())!;
    await page
      .getByRole('button', { name: `Actions for the comment by ${author}` })
      .first()
      .click();
    await expect(page.getByRole('menuitem', { name: 'Duplicate' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Edit' })).toHaveCount(0);
    await closeWithEscape(page.getByRole('menu'));

    await page.getByRole('button', { name: 'System comments' }).click();
    await dialog.getByRole('listitem').first().getByRole('button', { name: 'Detach' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Detach' }).click();
    await expect(page.getByText(`«${setName}» detached`)).toBeVisible();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(authors(page)).toHaveText(['Anna']);
  });
});
