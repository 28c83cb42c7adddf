/**
 * The schemas of the application search every application picker shares (../application-choices.ts).
 */
import { z } from 'zod';
import { APPLICATION_SEARCH } from '../application-choices';
import { schemaTable } from './define';
import { ApplicationChoice } from './forms';

/**
 * `GET /client/application-choices`: `search` (at most 200 characters) finds the company's applications (not deleted)
 * whose name contains it (any case, ё as е) and the one whose id it is (`23`, `#23`); `ids` (`12,40`, at most 100)
 * names those applications instead, for a form that shows what it already holds.
 */
export const ApplicationChoiceQuery = z.object({
  search: z.string().max(APPLICATION_SEARCH.searchMax).optional(),
  ids: z
    .string()
    .regex(
      new RegExp(`^\\d+(,\\d+){0,${APPLICATION_SEARCH.idsMax - 1}}$`),
      `at most ${APPLICATION_SEARCH.idsMax} ids, by commas`,
    )
    .optional(),
});

/** A search's first matches (at most 20: the typed id first, then by name and id) or the named ones, and how many. */
export const ApplicationChoiceAnswer = z.object({
  data: z.array(ApplicationChoice).max(APPLICATION_SEARCH.idsMax),
  total: z.number().int().min(0),
});

export const applicationChoiceSchemas = schemaTable({
  search: {
    summary:
      'The company’s applications a search finds, or those named by their ids, for every application picker',
    description:
      'Any of domain.manage, push.manage, pixel.manage, funnel.manage, statistics.view. With `search`: the one whose id was typed first, the rest by name then id; at most 20, with `total` the number of all matches. With `ids`: those of the company’s applications, deleted ones left out. A `search` longer than 200 characters answers 422 on `search`, `ids` that are not whole numbers by commas (or more than 100) 422 on `ids`.',
    query: ApplicationChoiceQuery,
    answer: ApplicationChoiceAnswer,
    errors: [422],
  },
});

export type ApplicationChoiceQuery = z.input<typeof ApplicationChoiceQuery>;
export type ApplicationChoiceAnswer = z.infer<typeof ApplicationChoiceAnswer>;
