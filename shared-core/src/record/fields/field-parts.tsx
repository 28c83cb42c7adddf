import type { ReactNode } from 'react';
import { Fieldset, Text } from '@panel/shared-core/ui';

/** The label of a field with its "required" mark (the mark is for the eye; `required` says it to assistive tech). */
export function LabelText({ label, required }: { label: ReactNode; required?: boolean }) {
  return (
    <>
      {label}
      {required ? (
        <Text as="span" color="fg.error" aria-hidden="true">
          {' *'}
        </Text>
      ) : null}
    </>
  );
}

/** The legend of a group of controls (a list of checkboxes, a day and a time, an upload). */
export function KitLegend({ id, label, required }: { id?: string; label: ReactNode; required?: boolean }) {
  return (
    <Fieldset.Legend id={id} textStyle="sm" fontWeight="medium">
      <LabelText label={label} required={required} />
    </Fieldset.Legend>
  );
}

/** The hint and the error under a control that is not a `FormField` (a switch, the stars). */
export function KitMessages({ helperText, message }: { helperText?: ReactNode; message?: string }) {
  return (
    <>
      {helperText ? (
        <Text textStyle="xs" color="fg.muted">
          {helperText}
        </Text>
      ) : null}
      {message ? (
        <Text textStyle="xs" color="fg.error" role="alert">
          {message}
        </Text>
      ) : null}
    </>
  );
}
