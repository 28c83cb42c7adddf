/**
 * The shapes every record form's calls share (docs/api-contract.md, "Record calls"): a field's choices and the
 * answers of `GET …/create` and `GET …/{id}/edit`. Each resource's module (wire/pixels.ts, wire/roles.ts...) names its
 * own with them.
 */

/**
 * One choice of a form's field: its value and its label in the reader's language. A type rather than an interface,
 * so that it fits the record forms' option type (FormOption), which has an index signature.
 */
export type FormChoice<V extends string | number = string | number> = {
  value: V;
  label: string;
};

/** `GET …/create`: the choices of each field that has them and the values a new record starts with. */
export interface CreateFormAnswer<Options, Defaults> {
  options: Options;
  defaults: Defaults;
}

/**
 * `GET …/{id}/edit`: the record and the choices of its form (the create call's, so both forms offer the same). Also
 * the record read of a record screen.
 */
export interface EditFormAnswer<Data, Options> {
  data: Data;
  options: Options;
}
