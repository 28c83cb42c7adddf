/**
 * A domain's application changed, detached, and the domain removed (docs/api-contract.md, "Domains"): both sides of
 * the binding stay consistent (one domain per application), another company's application is refused, and a platform
 * domain cannot be removed.
 */
import type { Application, ApplicationEditAnswer, Domain } from '@panel/contract';
import { expect, resetServer, test } from '../../testing/api-test';
import { signIn, type Caller } from '../../testing/company';
import { foreignApplication, newApplication } from '../../testing/records';

const appOf = async (caller: Caller, id: number): Promise<Application> =>
  (await caller.ok<ApplicationEditAnswer>('GET', `/client/application/${id}/edit`)).data;

test.beforeEach(async ({ request }) => {
  await resetServer(request);
});

test("change a domain's application, detach it, then remove the domain", async ({ request }) => {
  const owner = await signIn(request, 'owner');
  const first = await newApplication(owner, { name: 'First' });
  const second = await newApplication(owner, { name: 'Second' });
  const { data: stored } = await owner.ok<{ data: Domain }>('POST', '/client/domain/store', {
    name: 'bind-me.example.com',
    application_id: first.id,
  });
  expect((await appOf(owner, first.id)).domain).toBe('bind-me.example.com');

  const moved = await owner.ok<{ data: Domain; message: string }>(
    'POST',
    `/client/domain/${stored.id}/application`,
    { application_id: second.id },
  );
  expect(moved.data).toMatchObject({ application_id: second.id, application_name: 'Second' });
  expect(moved.message).toBe('The domain bind-me.example.com now serves «Second».');
  expect(await appOf(owner, first.id)).toMatchObject({ domain_id: null, domain: '' });
  expect(await appOf(owner, second.id)).toMatchObject({
    domain_id: stored.id,
    domain: 'bind-me.example.com',
  });

  const detached = await owner.ok<{ data: Domain; message: string }>(
    'POST',
    `/client/domain/${stored.id}/application`,
    { application_id: null },
  );
  expect(detached.data).toMatchObject({ application_id: null, application_name: '' });
  expect(await appOf(owner, second.id)).toMatchObject({ domain_id: null, domain: '' });

  // Bound again, then removed: the application is left without a domain, and the domain is gone.
  await owner.ok('POST', `/client/domain/${stored.id}/application`, { application_id: first.id });
  const removed = await owner.ok<{ message: string }>('POST', `/client/domain/${stored.id}/delete`);
  expect(removed.message).toBe('The domain bind-me.example.com is removed.');
  expect(await appOf(owner, first.id)).toMatchObject({ domain_id: null, domain: '' });
  expect(await owner.status('GET', `/client/domain/${stored.id}/dns-zone-details`)).toBe(404);
});

test("another company's application is refused, a platform domain is not removed, a member may do neither", async ({
  request,
}) => {
  const owner = await signIn(request, 'owner');
  const admin = await signIn(request, 'admin');
  const foreign = await foreignApplication(admin);
  const { data: stored } = await owner.ok<{ data: Domain }>('POST', '/client/domain/store', {
    name: 'mine.example.com',
    application_id: null,
  });
  const refused = await owner.invalid('POST', `/client/domain/${stored.id}/application`, {
    application_id: foreign.id,
  });
  expect(Object.keys(refused.errors)).toEqual(['application_id']);

  // An application of Acme's serves on a platform subdomain: its domain can be detached but not removed.
  let app = await appOf(owner, 1);
  for (let id = 2; !app.domain.endsWith('.pwa-panel.test'); id++) app = await appOf(owner, id);
  const platform = await owner.invalid('POST', `/client/domain/${app.domain_id}/delete`);
  expect(platform.errors).toEqual({
    id: ['A platform domain belongs to the platform: it cannot be removed.'],
  });

  const member = await signIn(request, 'member');
  expect(await member.status('POST', `/client/domain/${stored.id}/delete`)).toBe(403);
  expect(
    await member.status('POST', `/client/domain/${stored.id}/application`, { application_id: null }),
  ).toBe(403);
});
