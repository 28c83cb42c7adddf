/**
 * Federation, part 3: the runtime configuration (docs/deploying-a-remote.md). A broken file gives a clear error
 * screen, never a blank page; moving a remote is an edit of the file, never a rebuild of the shell.
 */
import { test } from '../support/test';
import {
  PORT,
  REMOTES,
  SHELL,
  recordRequests,
  requestsSettled,
  resetServer,
  signInThroughApi,
} from '../support/demo';
import {
  AREA_PAGE,
  FED_TEST_TIMEOUT,
  clearRuntimeConfigOverride,
  expect,
  exposedRoutesChunk,
  expectAreaScreen,
  originOf,
  overrideRuntimeConfig,
  pathsFrom,
} from './fed-helpers';

test.describe.configure({ timeout: FED_TEST_TIMEOUT });

test.beforeEach(async ({ request }) => {
  await resetServer(request);
});

test.describe('a malformed runtime configuration', () => {
  test('invalid JSON shows the configuration error screen, and Retry works once the file is fixed', async ({
    page,
    request,
  }) => {
    await overrideRuntimeConfig(request, { raw: '{not json' });
    const urls = recordRequests(page);
    await page.goto('/admin/login');

    const box = page.getByTestId('config-error');
    await expect(box).toBeVisible();
    await expect(box).toHaveAttribute('role', 'alert');
    await expect(box.getByRole('heading', { level: 1 })).toHaveText(
      'Панель не настроена · The panel is misconfigured',
    );
    await expect(box).toContainText('runtime-config.json: JSON syntax error');
    await expect(page.locator('#root')).not.toBeEmpty();
    // Nothing of any remote was asked for with a configuration that could not be read.
    for (const origin of Object.values(REMOTES)) expect(pathsFrom(urls, origin)).toEqual([]);

    await clearRuntimeConfigOverride(request);
    await box.getByRole('button', { name: 'Повторить · Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Вход в панель' })).toBeVisible();
    await expect(page.getByTestId('config-error')).toHaveCount(0);
  });

  test('a remote on plain http on a non-local host is refused with a readable problem', async ({
    page,
    request,
  }) => {
    await overrideRuntimeConfig(request, {
      remotes: { client: 'http://client.example.com/mf-manifest.json' },
    });
    await signInThroughApi(page, 'owner');
    const urls = recordRequests(page);
    await page.goto(AREA_PAGE.client.path);

    const box = page.getByTestId('config-error');
    await expect(box).toBeVisible();
    await expect(box).toContainText(
      'remotes.client: "http://client.example.com/mf-manifest.json" must be https',
    );
    await expect(box.getByRole('button', { name: 'Повторить · Retry' })).toBeVisible();
    await expect(page.locator('#root')).not.toBeEmpty();
    expect(urls.filter((url) => new URL(url).hostname === 'client.example.com')).toEqual([]);
    for (const origin of Object.values(REMOTES)) expect(pathsFrom(urls, origin)).toEqual([]);
  });
});

test.describe('moving a remote', () => {
  test('pointing remotes.client at another address loads the code from there, without rebuilding the shell', async ({
    page,
    request,
  }) => {
    await signInThroughApi(page, 'owner');
    const chunk = `/${exposedRoutesChunk('client')}`;

    // As deployed: the client's code comes from localhost.
    const before = recordRequests(page);
    await page.goto(AREA_PAGE.client.path);
    await expectAreaScreen(page, 'client');
    expect(pathsFrom(before, REMOTES.client)).toEqual(
      expect.arrayContaining(['/mf-manifest.json', '/remoteEntry.js', chunk]),
    );
    // Once the browser is idle the area loads the code of screens its links lead to (use-link-preload.ts): that is
    // the page as deployed too, and must be over before the move, or its late requests would count as the reload's.
    await requestsSettled(page);
    await page.evaluate(() => new Promise((done) => requestIdleCallback(() => done(null))));
    await requestsSettled(page);

    // The same build under another address: only runtime-config.json changes.
    const moved = `http://127.0.0.1:${PORT + 1}`;
    await overrideRuntimeConfig(request, { remotes: { client: `${moved}/mf-manifest.json` } });
    const configText = await (await request.get(`${SHELL}/admin/runtime-config.json`)).json();
    expect(configText.remotes.client).toBe(`${moved}/mf-manifest.json`);

    const after = recordRequests(page);
    await page.reload();
    await expectAreaScreen(page, 'client');
    await requestsSettled(page);
    const fromMoved = pathsFrom(after, moved);
    expect(fromMoved).toEqual(
      expect.arrayContaining([
        '/nav.json',
        '/mf-manifest.json',
        '/remoteEntry.js',
        chunk,
        '/locales/ru/client.json',
      ]),
    );
    expect(pathsFrom(after, REMOTES.client), 'nothing from the old address').toEqual([]);
    expect(after.filter((url) => originOf(url) === moved).length).toBeGreaterThan(0);
  });
});
