/**
 * The shapes every record form's calls share (docs/api-contract.md, "Record calls"): a field's choices and the
 * answers of `GET …/create` and `GET …/{id}/edit`, as types for code that handles any resource's form. Each resource's
 * schemas build their own with `FormChoice`, `CreateForm` and `EditForm` (define.ts).
 */
import { z } from 'zod';
import { APPLICATION_STATUSES } from '../applications';
import { Id, Label, type CreateForm, type EditForm, type FormChoice as FormChoiceSchema } from './define';

/** One choice of a form's field: its value and its label in the reader's language. */
export type FormChoice<V extends string | number = string | number> = z.output<
  ReturnType<typeof FormChoiceSchema<z.ZodType<V>>>
>;

/** `GET …/create`: the choices of each field that has them and the values a new record starts with. */
export type CreateFormAnswer<Options, Defaults> = z.output<
  ReturnType<typeof CreateForm<z.ZodType<Options>, z.ZodType<Defaults>>>
>;

/** `GET …/{id}/edit`: the record and the choices of its form; also the record read of a record screen. */
export type EditFormAnswer<Data, Options> = z.output<
  ReturnType<typeof EditForm<z.ZodType<Data>, z.ZodType<Options>>>
>;

/**
 * An application as a form offers it (a pixel's, a push's, a domain's): its id, its name and its status, so that the
 * form can warn of one that is not active.
 */
export const ApplicationChoice = z
  .object({ value: Id, label: Label, status: z.enum(APPLICATION_STATUSES).optional() })
  .meta({ id: 'ApplicationChoice' });
export type ApplicationChoice = z.infer<typeof ApplicationChoice>;
