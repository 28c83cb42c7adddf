/**
 * The search every application picker shares (docs/api-contract.md, "Choosing an application"):
 * GET /client/application-choices?search=… answers at most 20 of the company's applications (not deleted), the typed
 * id first, then by name; `ids=…` names those applications. The domain form's own call answers the same.
 */
import type { ApplicationChoice, ApplicationChoiceAnswer } from '@panel/contract';
import { expect, test } from '../../testing/api-test';
import { resetServer } from '../../testing/api-test';
import {
  ROLE_IDS,
  addMember,
  applicationChoices,
  registerCompany,
  signIn,
  type Caller,
} from '../../testing/company';

const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
const sorted = (choices: ApplicationChoice[]) =>
  [...choices].sort((a, b) => byName.compare(a.label, b.label) || a.value - b.value);

const search = (caller: Caller, text: string) =>
  caller.ok<ApplicationChoiceAnswer>('GET', `/client/application-choices?search=${encodeURIComponent(text)}`);
const named = (caller: Caller, ids: string) =>
  caller.ok<ApplicationChoiceAnswer>('GET', `/client/application-choices?ids=${encodeURIComponent(ids)}`);

test.describe('the application pickers’ search', () => {
  test.beforeEach(async ({ request }) => {
    await resetServer(request);
  });

  test('answers the first 20 by name, the typed id first, the same as the domain form’s call', async ({
    request,
  }) => {
    const owner = await signIn(request, 'owner');
    const all = await applicationChoices(owner);
    const first = await search(owner, '');
    expect(first).toEqual({ data: sorted(all).slice(0, 20), total: all.length });

    const last = sorted(all).at(-1)!;
    expect((await search(owner, `#${last.value}`)).data).toEqual([last]);
    expect((await search(owner, String(last.value))).data[0]).toEqual(last);

    const word = all[0]!.label.split(' ')[0]!.slice(0, 4);
    for (const text of ['', word, word.toUpperCase(), `#${last.value}`])
      expect(
        await owner.ok('GET', `/client/domain/application-options?search=${encodeURIComponent(text)}`),
      ).toEqual(await search(owner, text));
  });

  test('names the applications of `ids` in the order asked, leaving out deleted and other companies’', async ({
    request,
  }) => {
    const owner = await signIn(request, 'owner');
    const [a, b, c] = sorted(await applicationChoices(owner));
    expect(await named(owner, `${c!.value},${a!.value},${c!.value}`)).toEqual({ data: [c, a], total: 2 });

    await owner.ok('POST', `/client/application/${b!.value}/delete`);
    expect(await named(owner, `${a!.value},${b!.value}`)).toEqual({ data: [a], total: 1 });
    expect((await search(owner, `#${b!.value}`)).data).toEqual([]);

    const other = await registerCompany(request, 'choices');
    expect(await named(other, String(a!.value))).toEqual({ data: [], total: 0 });
    expect(await search(other, '')).toEqual({ data: [], total: 0 });
  });

  test('any picker’s permission opens it; none is 403; malformed ids or an overlong search are 422', async ({
    request,
  }) => {
    const owner = await signIn(request, 'owner');
    // Analyst: statistics.view only (the statistics' filter); Marketer: pushes, pixels, funnels; Support: none.
    const { caller: analyst } = await addMember(request, owner, ROLE_IDS.analyst, 'choices-analyst');
    const { caller: marketer } = await addMember(request, owner, ROLE_IDS.marketer, 'choices-marketer');
    const { caller: support } = await addMember(request, owner, ROLE_IDS.support, 'choices-support');
    expect(await analyst.status('GET', '/client/application-choices?search=a')).toBe(200);
    expect(await marketer.status('GET', '/client/application-choices?search=a')).toBe(200);
    expect(await support.status('GET', '/client/application-choices?search=a')).toBe(403);
    expect(await (await signIn(request, 'admin')).status('GET', '/client/application-choices')).toBe(403);

    for (const ids of ['twelve', '1,,2', '1;2', Array.from({ length: 101 }, (_, i) => i + 1).join(',')])
      expect(
        (await owner.invalid('GET', `/client/application-choices?ids=${encodeURIComponent(ids)}`)).errors,
        ids,
      ).toEqual({ ids: ['The selected value is invalid.'] });
    expect(
      (await owner.invalid('GET', `/client/application-choices?search=${'a'.repeat(201)}`)).errors,
    ).toEqual({ search: ['The search must be a string of at most 200 characters.'] });
  });
});
