/**
 * `@panel/shared-core/record-data`: a record's calls (`defineResource`, docs/api-contract.md "Record calls"), their
 * wire adapter and cache keys, without any of the form's or the record screen's views, fields, react-hook-form or
 * zod. A remote's routes module starts a form's first call with it while the screen's code is still on its way
 * (`lazyScreen`'s `prefetch`); `@panel/shared-core/record` re-exports all of it for the screens.
 *
 * @example
 * import { defineResource } from '@panel/shared-core/record-data';
 * const domains = defineResource<Domain>({ key: ['client', 'domains'], edit: domainCalls.zone });
 */
export {
  defineResource,
  type CallOptions,
  type RecordCall,
  type RecordId,
  type RecordResource,
  type ResourceSpec,
} from './define-resource';
export {
  createFromWire,
  editFromWire,
  savedFromWire,
  listFromWire,
  optionsFromWire,
  payloadToWire,
  type CreateAnswer,
  type EditAnswer,
  type SavedAnswer,
  type FormOption,
  type FormOptions,
} from './record-adapter';
export { createQuery, prefetchRecordSource, recordQuery } from './record-queries';
