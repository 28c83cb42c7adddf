/** The shapes every record form's calls share, as types (schemas/forms.ts). */
export type { ApplicationChoice, CreateFormAnswer, EditFormAnswer, FormChoice } from './schemas/forms';
