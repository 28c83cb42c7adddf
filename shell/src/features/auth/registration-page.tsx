import { useEffect, useMemo, useRef, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { isPlainText } from '@panel/contract';
import type { TFunction } from '@panel/shared-core';
import { z } from './zod';
import {
  authApi,
  completeSignIn,
  submitErrorMessages,
  type RegisterPayload,
  useTranslation,
} from '@panel/shared-core';
import { Link as RouterLink, useNavigate, useParams } from '@panel/shared-core/router';
import {
  Alert,
  Button,
  FormErrorSummary,
  FormField,
  Input,
  Link,
  PasswordInput,
  Stack,
} from '@panel/shared-core/ui';
import { AuthLayout } from './auth-layout';
import { PASSWORD_MIN, TEXT_MAX } from './password-rules';

// `referral` is not a field of the form: a complaint about it belongs in the summary, where it is seen.
const FIELDS = ['name', 'company_name', 'email', 'password', 'password_confirmation'] as const;

function registrationSchema(t: TFunction) {
  const text = z
    .string()
    .trim()
    .min(1, t('validation.required'))
    .max(TEXT_MAX, t('validation.tooLong', { count: TEXT_MAX }))
    // The contract's rule for names, which the server applies too: no control characters, no direction overrides.
    .refine(isPlainText, t('validation.plainText'));
  return z
    .object({
      name: text,
      company_name: text,
      email: z
        .string()
        .trim()
        .min(1, t('validation.required'))
        .pipe(z.email(t('validation.email'))),
      password: z.string().min(PASSWORD_MIN, t('validation.passwordMin', { count: PASSWORD_MIN })),
      password_confirmation: z.string().min(1, t('validation.required')),
    })
    .refine((values) => values.password === values.password_confirmation, {
      path: ['password_confirmation'],
      error: t('validation.passwordsMismatch'),
    });
}

type RegistrationInput = z.input<ReturnType<typeof registrationSchema>>;
type RegistrationValues = z.output<ReturnType<typeof registrationSchema>>;

/**
 * `/registration` and `/registration/:referral`: a company registers itself. The referral code of the
 * link is sent with the form and shown, not editable: it is what the link was for.
 */
export default function RegistrationPage() {
  const { t, i18n } = useTranslation('shell');
  const navigate = useNavigate();
  const { referral } = useParams<{ referral?: string }>();
  const [messages, setMessages] = useState<string[]>([]);
  const summaryRef = useRef<HTMLDivElement>(null);
  // Rebuilt when the language changes, so the messages of the next validation are in the new language.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const schema = useMemo(() => registrationSchema(t), [t, i18n.language]);

  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RegistrationInput, unknown, RegistrationValues>({
    resolver: zodResolver(schema),
    defaultValues: { name: '', company_name: '', email: '', password: '', password_confirmation: '' },
  });

  useEffect(() => {
    if (messages.length > 0) summaryRef.current?.focus();
  }, [messages]);

  const onSubmit = handleSubmit(async (values) => {
    setMessages([]);
    const payload: RegisterPayload = { ...values, ...(referral ? { referral } : {}) };
    try {
      const result = await authApi.register(payload);
      if (result) {
        await completeSignIn(result);
        void navigate('/', { replace: true });
      } else {
        // The server created the account without signing it in (e.g. it wants the email confirmed first).
        void navigate('/login', { replace: true, state: { registered: true, email: values.email } });
      }
    } catch (error) {
      setMessages(submitErrorMessages(error, setError, FIELDS));
    }
  });

  return (
    <AuthLayout
      pageTitle={t('registration.pageTitle')}
      title={t('registration.title')}
      subtitle={t('registration.subtitle')}
      footer={
        <>
          {t('registration.haveAccount')}{' '}
          <Link asChild color="brand.fg" fontWeight="medium">
            <RouterLink to="/login">{t('registration.signIn')}</RouterLink>
          </Link>
        </>
      }
    >
      <Stack gap="5">
        {referral ? (
          <Alert.Root status="info" data-testid="referral-note">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t('registration.referral.label')}</Alert.Title>
              <Alert.Description>{t('registration.referral.note', { code: referral })}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : null}
        <FormErrorSummary ref={summaryRef} messages={messages} />
        <form onSubmit={onSubmit} noValidate aria-busy={isSubmitting}>
          <Stack gap="4">
            <FormField label={t('registration.name')} error={errors.name} required>
              <Input autoComplete="name" autoFocus {...register('name')} />
            </FormField>
            <FormField label={t('registration.companyName')} error={errors.company_name} required>
              <Input autoComplete="organization" {...register('company_name')} />
            </FormField>
            <FormField label={t('registration.email')} error={errors.email} required>
              <Input
                type="email"
                autoComplete="email"
                inputMode="email"
                autoCapitalize="off"
                spellCheck={false}
                {...register('email')}
              />
            </FormField>
            <FormField
              label={t('registration.password')}
              error={errors.password}
              helperText={t('registration.passwordHint', { count: PASSWORD_MIN })}
              required
            >
              <PasswordInput autoComplete="new-password" {...register('password')} />
            </FormField>
            <FormField
              label={t('registration.passwordConfirmation')}
              error={errors.password_confirmation}
              required
            >
              <PasswordInput autoComplete="new-password" {...register('password_confirmation')} />
            </FormField>
            {referral ? (
              <FormField label={t('registration.referral.label')}>
                <Input value={referral} readOnly name="referral" variant="subtle" />
              </FormField>
            ) : null}
            <Button type="submit" colorPalette="brand" size="lg" w="full" loading={isSubmitting}>
              {t('registration.submit')}
            </Button>
          </Stack>
        </form>
      </Stack>
    </AuthLayout>
  );
}
