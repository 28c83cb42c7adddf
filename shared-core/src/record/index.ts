/**
 * `@panel/shared-core/record`: record screens (docs/product.md, "Record screens"). The headless form controller
 * (`useRecordForm`) and its view (`RecordForm`), the field kit, the two-step money dialog (`MoneyDialog`), the frame
 * of a form in a dialog (`FormDialogFrame`), the record screen (`RecordScreen`, `FactList`, `useRecordActions`), the
 * delete button of a danger zone (`DeleteRecordButton`), the optional e-mail and address rules, drafts, uploads and a
 * sortable list. Loaded with the first form or record a user opens, never on the first page. react-hook-form and zod
 * reach the remotes through here too (one copy of each).
 *
 * @example
 * import { RecordForm, TextField, useRecordForm, z } from '@panel/shared-core/record';
 */
export * from './form-lib';
// The record screen's view without the form library (a record opened from a listing loads only that entry).
export * from '@panel/shared-core/record-view';
export { amountProblem, type AmountProblem } from './amount-rules';
export { isHttpUrl, optionalEmail, optionalHttpUrl } from './text-rules';
export {
  defineResource,
  type RecordCall,
  type RecordId,
  type RecordResource,
  type ResourceSpec,
  type CallOptions as RecordCallOptions,
  recordQuery,
  createQuery,
  prefetchRecordSource,
} from '@panel/shared-core/record-data';
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
} from '@panel/shared-core/record-data';
export {
  useRecordForm,
  type UseRecordFormOptions,
  type RecordFormController,
  type ReturnState,
} from './use-record-form';
export { RecordForm, type RecordFormProps } from './record-form';
export { Deferred, type DeferredProps } from './deferred';
export { FormDialog, type FormDialogProps } from './form-dialog';
export { FormDialogFrame, type FormDialogFrameProps } from './form-dialog-frame';
export { MoneyDialog, type MoneyDialogProps, type MoneyDialogText, type MoneyFact } from './money-dialog';
export {
  useMoneyDialog,
  normaliseAmount,
  type MoneyCredit,
  type MoneyStep,
  type UseMoneyDialogOptions,
} from './use-money-dialog';
export { useFormDraft, type FormDraft } from './use-form-draft';
export { draftKey, readDraft, writeDraft, removeDraft, type Draft } from './drafts';
export { useUnsavedChanges } from './use-unsaved-changes';
export {
  SortableList,
  preloadSortableList,
  type SortableListProps,
  type SortableItemContext,
} from './sortable-list';
export {
  imageTypeOfFile,
  uploadImage,
  useImageUpload,
  IMAGE_TYPES,
  MAX_UPLOAD_BYTES,
  type ImageUploadOptions,
  type UploadState,
} from './upload';
export {
  TextField,
  TextareaField,
  SecretField,
  type KitFieldProps,
  type TextFieldProps,
  type TextareaFieldProps,
  type SecretFieldProps,
} from './fields/text-fields';
export {
  SelectField,
  MultiSelectField,
  SwitchField,
  type SelectFieldProps,
  type MultiSelectFieldProps,
  type SwitchFieldProps,
} from './fields/choice-fields';
export {
  NumberField,
  MoneyField,
  RatingField,
  type NumberFieldProps,
  type MoneyFieldProps,
  type RatingFieldProps,
} from './fields/number-fields';
export {
  DateField,
  DateTimeField,
  DateRangeField,
  type DateFieldProps,
  type DateRangeFieldProps,
} from './fields/date-fields';
export { TagsField, type TagsFieldProps } from './fields/tags-field';
export {
  ImageField,
  ImageListField,
  type ImageFieldProps,
  type ImageListFieldProps,
} from './fields/image-fields';
export { RepeatableField, type RepeatableFieldProps } from './fields/repeatable-field';
