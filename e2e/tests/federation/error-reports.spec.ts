/**
 * The error-reporting seam end to end (docs/error-reporting.md): with `errorReportUrl` in the runtime config, an error
 * thrown while a remote renders reaches the reference server's receiver, from the page as it is, and the remotes'
 * health screen lists it under that remote.
 */
import type { ReceivedClientError } from '@panel/contract';
import { test } from '../support/test';
import { SHELL, demoAccounts, resetServer, signInThroughApi } from '../support/demo';
import {
  AREA_PAGE,
  FED_TEST_TIMEOUT,
  expect,
  expectUnavailable,
  makeRemoteThrowWhileRendering,
  overrideRuntimeConfig,
} from './fed-helpers';

test.describe.configure({ timeout: FED_TEST_TIMEOUT });

test('an error thrown in a remote reaches the receiver and the remotes’ health screen', async ({
  page,
  request,
}) => {
  await resetServer(request);
  await overrideRuntimeConfig(request, { errorReportUrl: '/api/client-errors' });
  // The receiver as an administrator reads it.
  const login = await request.post(`${SHELL}/api/common/auth/login`, { data: demoAccounts.admin });
  const { token } = (await login.json()) as { token: string };
  const received = async () => {
    const answer = await request.get(`${SHELL}/api/manage/client-errors`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(answer.status()).toBe(200);
    return ((await answer.json()) as { data: ReceivedClientError[] }).data;
  };
  expect(await received()).toEqual([]);

  await signInThroughApi(page, 'admin');
  await makeRemoteThrowWhileRendering(page, 'users');
  await page.goto(AREA_PAGE.users.path);
  await expectUnavailable(page, 'users');

  await expect
    .poll(async () => (await received()).filter((error) => error.area === 'users').map((error) => error.kind))
    .toEqual(['boundary']);
  const [report] = (await received()).filter((error) => error.area === 'users');
  expect(report!.route).toBe(AREA_PAGE.users.path);
  expect(report!.user).toEqual(expect.any(String));
  expect(report!.message.length).toBeGreaterThan(0);
  // Never the session: the report's text holds no token.
  expect(JSON.stringify(report)).not.toContain(token.slice(0, 20));

  await page.goto('/admin/manage/system/remotes');
  const users = page.getByTestId('errors-users');
  await expect(users.getByRole('heading', { name: /remote-users/ })).toBeVisible();
  await expect(users.getByTestId('client-error').first()).toContainText('Ошибка экрана');
  await expect(users.getByTestId('client-error').first()).toContainText(AREA_PAGE.users.path);
});
