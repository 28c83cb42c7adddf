import type { ReactNode, Ref } from 'react';
import { Alert, List, type AlertRootProps } from '@chakra-ui/react';
import { useKitTranslation } from './use-kit-translation';

export interface FormErrorSummaryProps extends Omit<AlertRootProps, 'title' | 'children'> {
  ref?: Ref<HTMLDivElement>;
  /** Server messages that matched no field (`message` and unmatched `errors` of a 400/422). */
  messages: readonly (string | null | undefined)[] | null | undefined;
  /** A heading above the messages; by default "The form could not be saved". */
  title?: ReactNode;
}

/**
 * The errors of a submit that belong to no field, above the form. `role="alert"` so they are read
 * out when they appear; focusable (`tabIndex=-1`) so a form may move focus to it after a failed submit.
 * Renders nothing when there is nothing to say.
 */
export function FormErrorSummary({ messages, title, ref, ...rest }: FormErrorSummaryProps) {
  const { t } = useKitTranslation();
  const list = [
    ...new Set((messages ?? []).filter((m): m is string => typeof m === 'string' && m.trim() !== '')),
  ];
  if (list.length === 0) return null;
  return (
    <Alert.Root ref={ref} status="error" role="alert" tabIndex={-1} {...rest}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title ?? t('ui.formErrors.title')}</Alert.Title>
        <Alert.Description>
          {list.length === 1 ? (
            list[0]
          ) : (
            <List.Root ps="4">
              {list.map((m) => (
                <List.Item key={m}>{m}</List.Item>
              ))}
            </List.Root>
          )}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
