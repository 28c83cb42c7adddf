/**
 * A draft's way live (docs/api-contract.md, "Who publishes a draft"): the record lists what the draft still lacks,
 * each with where to fix it, Publish waits until nothing is missing, and then brings it live; a member who may not
 * publish is told who does.
 */
import type { Application, Domain } from '@panel/contract';
import { test } from '../support/test';
import { inEnglish, resetServer, signInThroughApi } from '../support/demo';
import { apiAs, expect, go, settle } from './records-helpers';

const draftFields = {
  name: 'Harbor Tides',
  language: 'en',
  category: 'games',
  template: 'google-play',
  icon_url: '/api/static/icons/3.svg',
  developer_name: 'Acme Apps',
  description: '',
  rating: 4.3,
  offer_url: 'https://offers.example/harbor',
  domain_id: null,
};

test.describe('publishing a draft', () => {
  test.beforeEach(async ({ request }) => {
    await resetServer(request);
  });

  test('the draft lists what it lacks, and once complete the owner publishes it', async ({ page }) => {
    await inEnglish(page);
    await signInThroughApi(page, 'owner');
    await page.goto('/admin/client/applications');
    await settle(page);
    const { data: draft } = await apiAs<{ data: Application }>(
      page,
      'POST',
      '/client/application/store',
      draftFields,
    );
    await go(page, `/admin/client/applications/${draft.id}`);
    await expect(page.getByTestId('application-status')).toHaveText('Draft');
    const notice = page.getByTestId('application-draft-notice');
    await expect(notice).toContainText('Before it can be published, 2 things are missing:');
    await expect(notice.getByRole('listitem')).toHaveText([
      'a description for the store page; Edit',
      'a domain to serve on; Edit',
    ]);
    await expect(page.getByRole('button', { name: 'Publish' })).toBeDisabled();
    // Each missing thing leads to where it is filled in.
    await expect(notice.getByRole('link', { name: 'Edit' }).first()).toHaveAttribute(
      'href',
      `/admin/client/applications/${draft.id}/edit`,
    );

    // A free domain, bound but not verified: the notice points to the domain's page.
    const { data: domains } = await apiAs<{ data: Domain[] }>(page, 'GET', '/client/domain/get-custom');
    const free = domains.find((d) => d.application_id === null)!;
    await apiAs(page, 'POST', '/client/application/update', {
      id: draft.id,
      description: 'Tides and harbors.',
      domain_id: free.id,
    });
    await page.reload();
    await expect(notice.getByRole('listitem')).toHaveText([
      `the domain ${free.name} verified; Open the domain`,
    ]);
    await expect(notice.getByRole('link', { name: 'Open the domain' })).toHaveAttribute(
      'href',
      `/admin/client/domains/${free.id}`,
    );

    await apiAs(page, 'POST', `/client/domain/${free.id}/check`);
    await page.reload();
    await expect(notice).toContainText('It has everything it needs. Publish makes its page live.');
    await page.getByRole('button', { name: 'Publish' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText(`Publish «Harbor Tides»? Its page starts serving at ${free.name}.`);
    await confirm.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByTestId('application-status')).toHaveText('Active');
    await expect(page.getByText('«Harbor Tides» published: its page is live')).toBeVisible();
    await expect(notice).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Publish' })).toHaveCount(0);
  });

  test('a member who may not publish is told who does', async ({ page, browser }) => {
    await inEnglish(page);
    await signInThroughApi(page, 'owner');
    await page.goto('/admin/client/applications');
    await settle(page);
    const { data: draft } = await apiAs<{ data: Application }>(
      page,
      'POST',
      '/client/application/store',
      draftFields,
    );

    const member = await browser.newPage();
    await inEnglish(member);
    await signInThroughApi(member, 'member');
    await member.goto(`/admin/client/applications/${draft.id}`);
    const notice = member.getByTestId('application-draft-notice');
    await expect(notice).toContainText(
      "A team member who may edit applications (the company's owner) fills these in and publishes it.",
    );
    await expect(notice.getByRole('listitem')).toHaveText([
      'a description for the store page;',
      'a domain to serve on;',
    ]);
    await expect(member.getByRole('button', { name: 'Publish' })).toHaveCount(0);
    await member.close();
  });
});
