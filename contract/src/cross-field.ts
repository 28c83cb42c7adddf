import type { z } from 'zod';

/**
 * The option of a rule across fields (a range's from and to, a push's schedule by its kind, a trigger's value, a text's
 * placeholders by its event): `.superRefine(rule, whenFieldsValid(['installs_from', 'installs_to']))`.
 *
 * zod 4 skips an object's refinements as soon as any of its fields failed its type (a required field left empty), so a
 * form with both would be told its field errors, then the cross-field ones only on the next submit. With this the rule
 * runs once the fields it compares passed their own rules, whatever the others did: every error comes in one answer
 * (the server's 422, the panel's own check before sending). The fields are the first segment of an issue's path.
 */
export const whenFieldsValid = (fields: readonly string[]) => ({
  when: (payload: z.core.ParsePayload): boolean =>
    !payload.issues.some((issue) => fields.includes(String(issue.path?.[0] ?? ''))),
});
