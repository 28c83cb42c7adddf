import {
  APPLICATION_SEARCH,
  applicationChoiceCalls,
  type ApplicationChoice,
  type ApplicationChoiceAnswer,
} from '@panel/contract';
import { callApi } from '@panel/shared-core';

export type { ApplicationChoice, ApplicationChoiceAnswer };

export const applicationChoiceKeys = {
  all: ['client', 'application-choices'] as const,
  search: (search: string) => ['client', 'application-choices', 'search', search] as const,
  named: (ids: readonly number[]) => ['client', 'application-choices', 'ids', ...ids] as const,
};

/** The calls every application picker makes (docs/api-contract.md, "Choosing an application"). */
export const applicationChoicesApi = {
  /** The company's applications whose name contains `search` or whose id it is (`23`, `#23`): the first 20. */
  search: (search: string, signal?: AbortSignal) =>
    callApi(applicationChoiceCalls.search, { query: { search } }, { signal }),
  /** The applications of these ids (deleted and unknown ones left out), asked by parts of the most one call names. */
  async named(ids: readonly number[], signal?: AbortSignal): Promise<ApplicationChoice[]> {
    const parts: number[][] = [];
    for (let at = 0; at < ids.length; at += APPLICATION_SEARCH.idsMax)
      parts.push(ids.slice(at, at + APPLICATION_SEARCH.idsMax));
    const answers = await Promise.all(
      parts.map((part) =>
        callApi(applicationChoiceCalls.search, { query: { ids: part.join(',') } }, { signal }),
      ),
    );
    return answers.flatMap((answer) => answer.data);
  },
};
