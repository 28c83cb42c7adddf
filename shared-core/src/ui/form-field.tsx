import {
  cloneElement,
  createContext,
  isValidElement,
  useContext,
  useId,
  type ReactElement,
  type ReactNode,
} from 'react';
import { Field, type FieldRootProps } from '@chakra-ui/react';
import type { FieldError } from 'react-hook-form';

/** What a field's error may be: a message, a react-hook-form `FieldError`, or nothing. */
export type FieldErrorLike = string | FieldError | { message?: unknown } | null | undefined | false;

/** The text of an error, whichever shape it came in (react-hook-form, server mapping, plain string). */
export function errorMessageOf(error: FieldErrorLike): string | undefined {
  if (!error) return undefined;
  if (typeof error === 'string') return error || undefined;
  return typeof error.message === 'string' && error.message ? error.message : undefined;
}

export interface FormFieldProps extends Omit<FieldRootProps, 'children' | 'invalid' | 'id' | 'label'> {
  /** The visible label; always give one (it names the control for screen readers). */
  label: ReactNode;
  /** One control: `Input`, `Textarea`, `PasswordInput`, `NativeSelect.Root`... */
  children: ReactNode;
  /** A hint under the control. */
  helperText?: ReactNode;
  /** The field's error: a message or react-hook-form's `FieldError` (`formState.errors.email`). */
  error?: FieldErrorLike;
  /** The control's id; generated when absent. The label points at it. */
  id?: string;
}

const DescribedByContext = createContext<string | undefined>(undefined);

/**
 * The ids of the hint and the error of the FormField around, for a control whose focusable element is not the one
 * FormField wraps (a NumberInput's input sits inside its root).
 *
 * @example
 * <NumberInput.Input aria-describedby={useFieldDescribedBy()} />
 */
export function useFieldDescribedBy(): string | undefined {
  return useContext(DescribedByContext);
}

/**
 * Label, control, hint and error of one form field. Chakra's Field wires the control it wraps
 * (id, `aria-invalid`, `required`, `disabled`); the error id is also added to `aria-describedby`,
 * because `aria-errormessage`, which Field sets, is still ignored by several screen readers.
 */
export function FormField({ label, children, helperText, error, id, required, ...rest }: FormFieldProps) {
  const generated = useId();
  const controlId = id ?? `ff-${generated}`;
  const helperId = `${controlId}-help`;
  const errorId = `${controlId}-error`;
  const message = errorMessageOf(error);
  const describedBy = [helperText ? helperId : null, message ? errorId : null].filter(Boolean).join(' ');

  const control =
    isValidElement(children) && describedBy
      ? cloneElement(children as ReactElement<{ 'aria-describedby'?: string }>, {
          'aria-describedby':
            [(children.props as { 'aria-describedby'?: string })['aria-describedby'], describedBy]
              .filter(Boolean)
              .join(' ') || undefined,
        })
      : children;

  return (
    <Field.Root
      {...rest}
      id={controlId}
      ids={{ helperText: helperId, errorText: errorId }}
      invalid={Boolean(message)}
      required={required}
    >
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <DescribedByContext.Provider value={describedBy || undefined}>{control}</DescribedByContext.Provider>
      {helperText ? <Field.HelperText>{helperText}</Field.HelperText> : null}
      <Field.ErrorText>{message}</Field.ErrorText>
    </Field.Root>
  );
}
