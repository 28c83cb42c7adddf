import { i18n } from '@panel/shared-core';
import { prefetchRecordSource } from '@panel/shared-core/record-data';
import type { Params } from '@panel/shared-core/router';
import { applicationResource, type ApplicationArea } from './api';

/**
 * An application's first call (the record's, or the create call's on `new`) and the texts its record and its form
 * read, for an area's routes to start while the screen's code downloads (`lazyScreen`'s `prefetch`). Light on purpose:
 * the resource and the call come from `/record-data`, none of the form's or the record's modules. Resolves with the
 * texts, which the screen must not be shown before; the record's answer is not waited for: the screen draws its
 * skeleton while a slow server answers.
 *
 * @example lazyScreen(() => import('./application-record-screen'), { prefetch: prefetchApplication('manage') });
 */
export function prefetchApplication(area: ApplicationArea): (params: Params) => Promise<unknown> {
  return ({ id }) => {
    prefetchRecordSource(applicationResource(area), id);
    return i18n.loadNamespaces(['applications', 'record']);
  };
}
