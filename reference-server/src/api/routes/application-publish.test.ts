/**
 * Publishing a draft (docs/api-contract.md, "Applications", "Who publishes"): the company's owner brings a draft live
 * once it has what `publishMissing` of the contract asks; until then the call answers each missing thing by field.
 */
import { PUBLISH_REQUIREMENTS, publishMissing, type Application, type Domain } from '@panel/contract';
import { expect, resetServer, test } from '../../testing/api-test';
import { newApplication, signIn } from '../../testing/records';

test.beforeEach(async ({ request }) => {
  await resetServer(request);
});

test('a draft missing its domain and texts is refused with each missing thing, then goes live once complete', async ({
  request,
}) => {
  const owner = await signIn(request, 'owner');
  const draft = await newApplication(owner, { description: '', icon_url: '' });
  expect(draft.status).toBe('draft');

  const refused = await owner.invalid('POST', `/client/application/${draft.id}/publish`);
  expect(Object.keys(refused.errors)).toEqual(['description', 'icon_url', 'domain_id']);
  expect(refused.errors.domain_id).toEqual(['Connect a domain.']);
  // The server's list is the contract's rule, the one the record screen shows.
  expect(Object.keys(refused.errors)).toEqual(publishMissing(draft, null));

  // A free custom domain of the company, bound but not verified yet: the domain must be verified first.
  const { data: domains } = await owner.ok<{ data: Domain[] }>('GET', '/client/domain/get-custom');
  const free = domains.find((d) => d.application_id === null && !d.name.startsWith('fail'))!;
  await owner.ok('POST', '/client/application/update', {
    id: draft.id,
    description: 'Tides and harbors.',
    icon_url: '/api/static/icons/3.svg',
    domain_id: free.id,
  });
  const unverified = await owner.invalid('POST', `/client/application/${draft.id}/publish`);
  expect(unverified.errors).toEqual({
    domain_active: [`The domain ${free.name} is not verified yet: check it on the domain's page.`],
  });

  await owner.ok('POST', `/client/domain/${free.id}/check`);
  const published = await owner.ok<{ data: Application; message: string }>(
    'POST',
    `/client/application/${draft.id}/publish`,
  );
  expect(published.data).toMatchObject({ id: draft.id, status: 'active', domain_id: free.id });
  expect(published.message).toBe('Application «Harbor Tides» published.');

  // Only a draft is published: an active one answers 422 on `status`.
  expect(
    Object.keys((await owner.invalid('POST', `/client/application/${draft.id}/publish`)).errors),
  ).toEqual(['status']);
});

test('the missing things are told in the reader’s language, and a member without application.update may not publish', async ({
  request,
}) => {
  const owner = await signIn(request, 'owner');
  const draft = await newApplication(owner);
  const ru = await owner.invalid('POST', `/client/application/${draft.id}/publish`, undefined, 'ru');
  expect(ru.errors.domain_id).toEqual(['Подключите домен.']);
  const ar = await owner.invalid('POST', `/client/application/${draft.id}/publish`, undefined, 'ar');
  expect(ar.errors.domain_id).toEqual(['اربط نطاقًا.']);

  const member = await signIn(request, 'member');
  expect(await member.status('POST', `/client/application/${draft.id}/publish`)).toBe(403);
});

test('publishMissing lists every requirement of an empty draft, in order', () => {
  const empty = {
    name: ' ',
    developer_name: '',
    description: '',
    icon_url: '',
    offer_url: 'x',
    domain_id: null,
  };
  expect(publishMissing(empty, null)).toEqual(PUBLISH_REQUIREMENTS.filter((r) => r !== 'domain_active'));
  expect(publishMissing({ ...empty, domain_id: 3 }, 'pending')).toContain('domain_active');
});
