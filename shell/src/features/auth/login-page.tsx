import { Suspense, useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import {
  authApi,
  completeSignIn,
  login,
  submitErrorMessages,
  type TelegramAuthData,
  useTranslation,
} from '@panel/shared-core';
import { Link as RouterLink, useLocation, useNavigate, lazyScreen } from '@panel/shared-core/router';
import {
  Alert,
  Button,
  FormErrorSummary,
  FormField,
  HStack,
  Input,
  Link,
  PasswordInput,
  Separator,
  Stack,
  Text,
} from '@panel/shared-core/ui';
import { getRuntimeConfig } from '../../config/runtime-config-store';
import { AuthLayout } from './auth-layout';
import { signInDestination } from './return-destination';

// Only deployments that name a bot need the widget's loader.
const TelegramLogin = lazyScreen(() => import('./telegram-login'));

interface LoginValues {
  email: string;
  password: string;
}

const FIELDS = ['email', 'password'] as const;
// A pragmatic check: the server has the last word, this only catches typos before a round trip.
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What the registration page may hand over when the server did not sign the new user in. */
interface LoginState {
  registered?: boolean;
  email?: string;
}

function telegramBot(): string | null {
  try {
    return getRuntimeConfig().telegramBot;
  } catch {
    // Outside the shell's start-up (tests, a harness) there is no configuration: no Telegram then.
    return null;
  }
}

type Field = (typeof FIELDS)[number];
type FieldErrors = Partial<Record<Field, string>>;

function validate(values: LoginValues, t: (key: string) => string): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.email.trim()) errors.email = t('validation.required');
  else if (!EMAIL_RE.test(values.email.trim())) errors.email = t('validation.email');
  if (!values.password) errors.password = t('validation.required');
  return errors;
}

/**
 * `/login`, the first page most users see, so it is part of the first download and uses only the core,
 * the light kit and the router. Two fields need no form library: react-hook-form (12 KB
 * gzip) and zod wait for the pages that need them.
 */
export function LoginPage() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const location = useLocation();
  const state = (location.state ?? null) as LoginState | null;
  const [messages, setMessages] = useState<string[]>([]);
  const [telegramBusy, setTelegramBusy] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  const bot = telegramBot();

  const [values, setValues] = useState<LoginValues>({ email: state?.email ?? '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const fieldRefs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});

  // Server errors land on the fields through the same mapping as every other form (docs/product.md, "Errors").
  const setError = useCallback(
    ((name: string, error: { message?: string }) => {
      setErrors((previous) => ({ ...previous, [name]: error.message }));
      fieldRefs.current[name as Field]?.focus();
    }) as UseFormSetError<LoginValues>,
    [],
  );

  const change = (field: Field) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setValues((previous) => ({ ...previous, [field]: value }));
    // A corrected field stops accusing the user; the others keep their message until the next submit.
    setErrors((previous) => (previous[field] ? { ...previous, [field]: undefined } : previous));
  };

  // Read aloud and reachable: a summary that appears is focused (field errors focus their field).
  useEffect(() => {
    if (messages.length > 0) summaryRef.current?.focus();
  }, [messages]);

  const finish = useCallback(() => {
    void navigate(signInDestination(location.state), { replace: true });
  }, [location.state, navigate]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (isSubmitting) return;
    setMessages([]);
    const invalid = validate(values, t);
    setErrors(invalid);
    const first = FIELDS.find((field) => invalid[field]);
    if (first) {
      fieldRefs.current[first]?.focus();
      return;
    }
    setSubmitting(true);
    try {
      await login({ email: values.email.trim(), password: values.password });
      finish();
    } catch (error) {
      setMessages(
        submitErrorMessages(error, setError, FIELDS, {
          unauthorized: t('login.errors.invalidCredentials'),
        }),
      );
    } finally {
      setSubmitting(false);
    }
  };

  const onTelegramAuth = useCallback(
    async (data: TelegramAuthData) => {
      setMessages([]);
      setTelegramBusy(true);
      try {
        await completeSignIn(await authApi.telegramLogin(data));
        finish();
      } catch (error) {
        setMessages(submitErrorMessages(error, setError, []));
      } finally {
        setTelegramBusy(false);
      }
    },
    [finish, setError],
  );

  const busy = isSubmitting || telegramBusy;

  return (
    <AuthLayout
      pageTitle={t('login.pageTitle')}
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      footer={
        <>
          {t('login.noAccount')}{' '}
          <Link asChild color="brand.fg" fontWeight="medium">
            <RouterLink to="/registration">{t('login.register')}</RouterLink>
          </Link>
        </>
      }
    >
      <Stack gap="5">
        {state?.registered ? (
          <Alert.Root status="success" role="status">
            <Alert.Indicator />
            <Alert.Title>{t('login.registered')}</Alert.Title>
          </Alert.Root>
        ) : null}
        <FormErrorSummary ref={summaryRef} messages={messages} />
        <form onSubmit={(event) => void onSubmit(event)} noValidate aria-busy={busy}>
          <Stack gap="4">
            <FormField label={t('login.email')} error={errors.email} required>
              <Input
                type="email"
                autoComplete="username"
                inputMode="email"
                autoCapitalize="off"
                spellCheck={false}
                autoFocus
                name="email"
                ref={(el) => void (fieldRefs.current.email = el)}
                value={values.email}
                onChange={change('email')}
              />
            </FormField>
            <FormField label={t('login.password')} error={errors.password} required>
              <PasswordInput
                autoComplete="current-password"
                name="password"
                ref={(el) => void (fieldRefs.current.password = el)}
                value={values.password}
                onChange={change('password')}
              />
            </FormField>
            <Button
              type="submit"
              colorPalette="brand"
              size="lg"
              w="full"
              loading={isSubmitting}
              disabled={telegramBusy}
            >
              {t('login.submit')}
            </Button>
          </Stack>
        </form>
        {bot ? (
          <Stack gap="4">
            <HStack gap="3" aria-hidden="true">
              <Separator flex="1" />
              <Text flexShrink="0" textStyle="sm" color="fg.muted">
                {t('login.or')}
              </Text>
              <Separator flex="1" />
            </HStack>
            <Stack gap="2" align="center" role="group" aria-label={t('login.telegram.title')}>
              <Text textStyle="sm" fontWeight="medium">
                {t('login.telegram.title')}
              </Text>
              {telegramBusy ? (
                <Text textStyle="sm" color="fg.muted" role="status">
                  {t('login.telegram.signingIn')}
                </Text>
              ) : null}
              <Suspense fallback={null}>
                <TelegramLogin bot={bot} onAuth={(data) => void onTelegramAuth(data)} />
              </Suspense>
            </Stack>
          </Stack>
        ) : null}
      </Stack>
    </AuthLayout>
  );
}
