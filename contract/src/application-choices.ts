/**
 * The company's applications as a form or a filter chooses among them (docs/api-contract.md, "Choosing an
 * application"): a company may have thousands, many of one name, so every application picker (a domain's, a push's,
 * a pixel's, a funnel's, the statistics' filter) asks the server as the user types, and names the ones already chosen
 * by their ids. Shapes: schemas/application-choices.ts.
 */
import { defineCalls } from './define';
import type { SchemaTypes } from './schemas/define';
import type { applicationChoiceSchemas } from './schemas/application-choices';
export type { ApplicationChoiceQuery, ApplicationChoiceAnswer } from './schemas/application-choices';

/**
 * The search's limits: the most matches one answer names (a list to pick from, not a page to read), the longest text
 * it takes, and the most ids one lookup names (a form with more chosen asks in parts).
 */
export const APPLICATION_SEARCH = { limit: 20, searchMax: 200, idsMax: 100 } as const;

/** Whoever picks an application somewhere: the domain, push, pixel and funnel forms, the statistics' filter. */
export const APPLICATION_PICKERS = [
  'domain.manage',
  'push.manage',
  'pixel.manage',
  'funnel.manage',
  'statistics.view',
] as const;

export const applicationChoiceCalls = /*#__PURE__*/ defineCalls<
  SchemaTypes<typeof applicationChoiceSchemas>
>()('application-choices', { company: APPLICATION_PICKERS }, { search: 'GET /client/application-choices' });
