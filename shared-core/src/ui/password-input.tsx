import { useState, type Ref } from 'react';
import { IconButton, Input, InputGroup, useFieldContext, type InputProps } from '@chakra-ui/react';
import { useKitTranslation } from './use-kit-translation';
import { EyeIcon, EyeOffIcon } from './icons';

export interface PasswordInputProps extends Omit<InputProps, 'type'> {
  ref?: Ref<HTMLInputElement>;
  /** Show the password in clear text at first. */
  defaultVisible?: boolean;
}

/**
 * A password input with a show/hide button. Use it inside `FormField` like any input; the button's
 * label says what pressing it will do, and it is disabled with the field.
 */
export function PasswordInput({
  defaultVisible = false,
  ref,
  autoComplete,
  disabled,
  size,
  ...rest
}: PasswordInputProps) {
  const { t } = useKitTranslation();
  const field = useFieldContext();
  const [visible, setVisible] = useState(defaultVisible);
  const isDisabled = Boolean(disabled ?? field?.disabled);
  const label = visible ? t('ui.password.hide') : t('ui.password.show');

  return (
    <InputGroup
      endElement={
        <IconButton
          type="button"
          variant="ghost"
          size="xs"
          me="-2"
          aria-label={label}
          title={label}
          disabled={isDisabled}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </IconButton>
      }
    >
      <Input
        ref={ref}
        size={size}
        disabled={disabled}
        autoComplete={autoComplete ?? 'current-password'}
        // Spell-checkers and autocapitalisation would leak or mangle the password once it is visible.
        spellCheck={false}
        autoCapitalize="off"
        {...rest}
        type={visible ? 'text' : 'password'}
      />
    </InputGroup>
  );
}
