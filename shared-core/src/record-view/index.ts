/**
 * `@panel/shared-core/record-view`: a record shown, not edited (docs/product.md, "Record screens"). The record screen
 * (`RecordScreen`, `FactList`), its record's call (`useRecord`), its actions (`useRecordActions`, the confirmed
 * `DeleteRecordButton`) and the options' labels (`optionLabel`). No react-hook-form, no zod, no field kit: a record
 * opened from a listing loads this entry, not the form library, and `@panel/shared-core/record` re-exports all of it for forms.
 *
 * @example
 * import { FactList, RecordScreen, useRecord } from '@panel/shared-core/record-view';
 */
export { useRecord, useRecordSource, type RecordSource } from './use-record-source';
export { invalidateResource } from './invalidate';
export { useRecordActions, type RecordActionOptions } from './use-record-action';
export { DeleteRecordButton, type DeleteRecordButtonProps } from './delete-record-button';
export {
  RecordScreen,
  FactList,
  type RecordScreenProps,
  type RecordAction,
  type RecordTab,
  type Fact,
} from './record-screen';
export { optionLabel, optionByValue } from './options';
