import { applicationResource } from '@panel/shared-domain/applications';
import { i18n } from '@panel/shared-core';
import { prefetchRecordSource } from '@panel/shared-core/record-data';
import type { Params } from '@panel/shared-core/router';

/**
 * The application form's first call (the record's, or the create call's on `new`) and the texts it reads, started by
 * the routes while the form's code downloads (`lazyScreen`'s `prefetch`). Light on purpose: the resource and the call
 * come from `/record-data`, none of the form's modules. Resolves with the texts, which the form must not be shown
 * before; the record's answer is not waited for: the form draws its skeleton while a slow server answers.
 */
export function prefetchApplicationForm({ id }: Params): Promise<unknown> {
  prefetchRecordSource(applicationResource('client'), id);
  return i18n.loadNamespaces(['applications', 'record']);
}
