/**
 * The company's applications as every application picker searches them (docs/api-contract.md, "Choosing an
 * application"): by name or id as the user types, or named by their ids for a form that shows what it holds.
 */
import {
  APPLICATION_SEARCH,
  applicationChoiceCalls,
  foldForSearch,
  type ApplicationChoiceAnswer,
} from '@panel/contract';
import type { Ctx } from '../context';
import { validationError } from '../http';
import { msg } from '../i18n';
import { implement } from '../router';
import { applicationOptions } from './company-common';

const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/**
 * The company's applications (not deleted) a search finds: those whose name contains the text (folded as every search
 * is), and the one whose id it is (`23` or `#23`), that one first because the user typed exactly it; the rest by name,
 * then id (a company has many applications of the same name). At most `APPLICATION_SEARCH.limit`, with the number of
 * all matches so that the picker can say to type more.
 */
export function searchApplicationChoices(ctx: Ctx, companyId: number, text: string): ApplicationChoiceAnswer {
  if (text.length > APPLICATION_SEARCH.searchMax)
    throw validationError(ctx.lang, { search: [msg(ctx.lang, 'search')] });
  const search = foldForSearch(text);
  const options = applicationOptions(ctx, companyId);
  const typedId = /^#?\d+$/.test(search) ? Number(search.replace('#', '')) : null;
  const matches = search
    ? options.filter((option) => option.value === typedId || foldForSearch(option.label).includes(search))
    : options;
  matches.sort(
    (a, b) =>
      Number(b.value === typedId) - Number(a.value === typedId) ||
      byName.compare(a.label, b.label) ||
      a.value - b.value,
  );
  return { data: matches.slice(0, APPLICATION_SEARCH.limit), total: matches.length };
}

/** The company's applications (not deleted) among `ids`, in the order asked. */
export function namedApplicationChoices(ctx: Ctx, companyId: number, ids: readonly number[]) {
  const options = new Map(applicationOptions(ctx, companyId).map((option) => [option.value, option]));
  const data = ids.flatMap((id) => options.get(id) ?? []);
  return { data, total: data.length };
}

export const applicationChoiceRoutes = implement(applicationChoiceCalls, {
  search(ctx) {
    const companyId = ctx.companyId();
    const ids = ctx.query.get('ids');
    if (ids !== null) {
      if (!new RegExp(`^\\d+(,\\d+){0,${APPLICATION_SEARCH.idsMax - 1}}$`).test(ids))
        throw validationError(ctx.lang, { ids: [msg(ctx.lang, 'filterOption')] });
      return namedApplicationChoices(ctx, companyId, [...new Set(ids.split(',').map(Number))]);
    }
    return searchApplicationChoices(ctx, companyId, (ctx.query.get('search') ?? '').trim());
  },
});
