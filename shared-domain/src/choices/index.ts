/**
 * `@panel/shared-domain/choices`: the application pickers every form and filter uses (docs/api-contract.md, "Choosing
 * an application"): one searchable, server-searched choice of `#id name` with the status, for one application or
 * several, and the lookup that names chosen ones.
 *
 * @example
 * import { ApplicationField, ApplicationsField } from '@panel/shared-domain/choices';
 */
export { applicationChoiceKeys, applicationChoicesApi, type ApplicationChoice } from './api';
export {
  ApplicationCombobox,
  ApplicationField,
  choiceText,
  type ApplicationComboboxProps,
  type ApplicationFieldProps,
} from './application-field';
export { ApplicationsField, type ApplicationsFieldProps } from './applications-field';
export {
  SEARCH_DELAY_MS,
  useApplicationSearch,
  useNamedApplications,
  type ApplicationSearch,
} from './use-application-search';
