/**
 * The search behind the domain form's choice of an application (docs/api-contract.md, "Domains (domain.manage)"):
 * GET /client/domain/application-options?search=… answers at most 20 of the company's applications (not deleted)
 * whose name contains the text or whose id it is, by name, with how many match in all; `id=…` names one application.
 */
import type { ApplicationChoice, ApplicationChoices } from '@panel/contract';
import { expect, test } from '../../testing/api-test';
import { resetServer } from '../../testing/api-test';
import { applicationChoices, registerCompany, signIn, type Caller } from '../../testing/company';

const LIMIT = 20;
const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

const search = (caller: Caller, text: string) =>
  caller.ok<ApplicationChoices>(
    'GET',
    `/client/domain/application-options?search=${encodeURIComponent(text)}`,
  );
const byId = (caller: Caller, id: number | string) =>
  caller.ok<ApplicationChoices>(
    'GET',
    `/client/domain/application-options?id=${encodeURIComponent(String(id))}`,
  );

/** Every application the company may choose (the applications listing, not deleted). */
const allChoices = (owner: Caller): Promise<ApplicationChoice[]> => applicationChoices(owner);

/** By name, then id: what the search promises. */
const sorted = (choices: ApplicationChoice[]) =>
  [...choices].sort((a, b) => byName.compare(a.label, b.label) || a.value - b.value);

test.describe("the domain form's application search", () => {
  test.beforeEach(async ({ request }) => {
    await resetServer(request);
  });

  test('answers the first 20 by name (then id), with the number of all matches', async ({ request }) => {
    const owner = await signIn(request, 'owner');
    const all = await allChoices(owner);
    expect(all.length).toBeGreaterThan(1000);

    const first = await search(owner, '');
    expect(first.total).toBe(all.length);
    expect(first.data).toEqual(sorted(all).slice(0, LIMIT));
    for (const choice of first.data) expect(Object.keys(choice).sort()).toEqual(['label', 'status', 'value']);

    // A word of a name, in any case: every match contains it, and none is left out of the count.
    const word = all[0]!.label.split(' ')[0]!.slice(0, 4);
    const expected = sorted(all.filter((choice) => choice.label.toLowerCase().includes(word.toLowerCase())));
    expect(expected.length).toBeGreaterThan(LIMIT);
    for (const text of [word.toLowerCase(), word.toUpperCase(), `  ${word}  `]) {
      const found = await search(owner, text);
      expect(found, text).toEqual({ data: expected.slice(0, LIMIT), total: expected.length });
    }
    expect(await search(owner, 'no application is called this')).toEqual({ data: [], total: 0 });
  });

  test('applications of the same name come apart by id, and an id finds its application first', async ({
    request,
  }) => {
    const owner = await signIn(request, 'owner');
    const all = await allChoices(owner);
    const counts = new Map<string, number>();
    for (const choice of all) counts.set(choice.label, (counts.get(choice.label) ?? 0) + 1);
    const [twin] = [...counts].find(([, count]) => count >= 2)!;
    const twins = await search(owner, twin);
    const named = twins.data.filter((choice) => choice.label === twin);
    expect(named.length).toBeGreaterThanOrEqual(2);
    expect(named.map((choice) => choice.value)).toEqual(
      named.map((choice) => choice.value).sort((a, b) => a - b),
    );

    // The last application by name: an id brings it first all the same, with or without "#".
    const last = sorted(all).at(-1)!;
    for (const text of [`#${last.value}`, String(last.value)]) {
      const found = await search(owner, text);
      expect(found.data[0], text).toEqual(last);
      expect(found.data.length).toBeLessThanOrEqual(LIMIT);
    }
    expect((await search(owner, `#${last.value}`)).data).toEqual([last]);
    expect(await byId(owner, last.value)).toEqual({ data: [last], total: 1 });
  });

  test("only the company's own applications, never a deleted one", async ({ request }) => {
    const owner = await signIn(request, 'owner');
    const [acme] = (await search(owner, '')).data;
    expect(acme).toBeTruthy();

    const other = await registerCompany(request, 'app-search');
    expect(await search(other, '')).toEqual({ data: [], total: 0 });
    expect(await search(other, acme!.label)).toEqual({ data: [], total: 0 });
    expect(await search(other, `#${acme!.value}`)).toEqual({ data: [], total: 0 });
    expect(await byId(other, acme!.value)).toEqual({ data: [], total: 0 });

    await owner.ok('POST', `/client/application/${acme!.value}/delete`);
    expect(await byId(owner, acme!.value)).toEqual({ data: [], total: 0 });
    expect((await search(owner, `#${acme!.value}`)).data).toEqual([]);
    expect((await search(owner, '')).data.map((choice) => choice.value)).not.toContain(acme!.value);
  });

  test('needs domain.manage; a malformed id or an overlong search is 422', async ({ request }) => {
    const owner = await signIn(request, 'owner');
    const member = await signIn(request, 'member');
    expect(await member.status('GET', '/client/domain/application-options?search=a')).toBe(403);
    expect((await owner.invalid('GET', '/client/domain/application-options?id=twelve')).errors).toEqual({
      id: ['The selected value is invalid.'],
    });
    expect(
      (await owner.invalid('GET', `/client/domain/application-options?search=${'a'.repeat(201)}`)).errors,
    ).toEqual({ search: ['The search must be a string of at most 200 characters.'] });
  });
});
