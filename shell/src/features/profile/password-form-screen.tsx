import { useEffect, useMemo, useRef, useState } from 'react';
import { AUTH_LIMITS } from '@panel/contract';
import type { TFunction } from '@panel/shared-core';
import { submitErrorMessages, useTranslation } from '@panel/shared-core';
import { useNavigate } from '@panel/shared-core/router';
import { FormProvider, SecretField, useForm, z, zodResolver } from '@panel/shared-core/record';
import { Button, Card, FormErrorSummary, HStack, PageHeader, Stack } from '@panel/shared-core/ui';
import { notify } from '@panel/shared-core/ui-heavy';
import { PROFILE_PATH } from './paths';
import { changePassword } from './profile-api';

const PASSWORD_MIN = AUTH_LIMITS.password.min;
const FIELDS = ['current_password', 'password', 'password_confirmation'] as const;

/** The form's rules, the contract's (the server checks them again, and whether the current password is right). */
export function passwordSchema(t: TFunction) {
  return z
    .object({
      current_password: z.string().min(1, t('validation.required')),
      password: z.string().min(PASSWORD_MIN, t('validation.passwordMin', { count: PASSWORD_MIN })),
      password_confirmation: z.string().min(1, t('validation.required')),
    })
    .refine((values) => values.password === values.password_confirmation, {
      path: ['password_confirmation'],
      error: t('validation.passwordsMismatch'),
    });
}

type PasswordValues = z.infer<ReturnType<typeof passwordSchema>>;

const EMPTY: PasswordValues = { current_password: '', password: '', password_confirmation: '' };

/**
 * `/profile/password`: the current password and the new one twice. Nothing typed here is kept in a draft (the kit's
 * SecretField); after the change the server has ended the user's other sessions, and the toast says so.
 */
export default function PasswordFormScreen() {
  const { t, i18n } = useTranslation('profile');
  const navigate = useNavigate();
  const [messages, setMessages] = useState<string[]>([]);
  const summaryRef = useRef<HTMLDivElement>(null);
  // Rebuilt when the language changes, so the next messages are in the new language.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const schema = useMemo(() => passwordSchema(t), [t, i18n.language]);
  const form = useForm<PasswordValues>({
    resolver: zodResolver(schema),
    defaultValues: EMPTY,
    mode: 'onTouched',
  });
  const { isSubmitting } = form.formState;

  useEffect(() => {
    if (messages.length > 0) summaryRef.current?.focus();
  }, [messages]);

  const onSubmit = form.handleSubmit(async (values) => {
    setMessages([]);
    try {
      await changePassword(values);
      form.reset(EMPTY);
      notify.success(t('passwordChanged'));
      void navigate(PROFILE_PATH);
    } catch (error) {
      setMessages(submitErrorMessages(error, form.setError, FIELDS));
      form.setValue('current_password', '');
      form.setFocus(form.getFieldState('current_password').error ? 'current_password' : 'password');
    }
  });

  return (
    <Stack gap="6" maxW="2xl">
      <PageHeader
        title={t('password.title')}
        description={t('password.description')}
        breadcrumbs={[{ label: t('title'), to: PROFILE_PATH }, { label: t('password.title') }]}
      />
      <FormErrorSummary ref={summaryRef} messages={messages} />
      <FormProvider {...form}>
        <form onSubmit={(event) => void onSubmit(event)} noValidate aria-busy={isSubmitting}>
          <Card.Root variant="outline" size="sm">
            <Card.Body>
              <Stack gap="5">
                <SecretField
                  name="current_password"
                  label={t('password.current')}
                  autoComplete="current-password"
                  required
                />
                <SecretField
                  name="password"
                  label={t('password.new')}
                  helperText={t('password.hint', { count: PASSWORD_MIN })}
                  autoComplete="new-password"
                  required
                />
                <SecretField
                  name="password_confirmation"
                  label={t('password.repeat')}
                  helperText={t('password.repeatHint')}
                  autoComplete="new-password"
                  required
                />
              </Stack>
            </Card.Body>
            <Card.Footer>
              <HStack gap="3">
                <Button type="submit" colorPalette="brand" loading={isSubmitting}>
                  {t('password.submit')}
                </Button>
                <Button variant="outline" onClick={() => void navigate(PROFILE_PATH)}>
                  {t('password.cancel')}
                </Button>
              </HStack>
            </Card.Footer>
          </Card.Root>
        </form>
      </FormProvider>
    </Stack>
  );
}
