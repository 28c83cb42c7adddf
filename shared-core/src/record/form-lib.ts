/**
 * react-hook-form, zod and the zod resolver reach the remotes through this entry only: a remote that imported them
 * itself would carry its own copies (shared entries are federated singletons; plain packages are not).
 */
export {
  useForm,
  useController,
  useFormContext,
  useFormState,
  useFieldArray,
  FormProvider,
  Controller,
} from 'react-hook-form';
// The library's, made to show a value set between its render and its subscription (use-watch.ts).
export { useWatch } from './use-watch';
export type {
  Control,
  FieldError,
  FieldErrors,
  FieldPath,
  FieldValues,
  Path,
  PathValue,
  SubmitHandler,
  UseControllerProps,
  UseFieldArrayReturn,
  UseFormReturn,
  UseFormSetError,
} from 'react-hook-form';
import * as z from './zod-parts';

// No `new Function` probe: the panel's Content-Security-Policy has no 'unsafe-eval', and the browser reports even the
// probe zod catches (docs/deploying-a-remote.md, "Headers"). Validation runs the same, without compiled parsers.
z.config({ jitless: true });

export { z };
export { zodResolver } from '@hookform/resolvers/zod';
