import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { authApi, completeSignIn, login, type TelegramAuthData } from '@panel/shared-core';
import { Link as RouterLink, useLocation, useNavigate } from '@panel/shared-core/router';
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
import { submitErrorMessages } from './submit-errors';
import { TelegramLogin } from './telegram-login';

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

/**
 * `/login`, the first page most users see, so it is part of the first download and uses only the core,
 * the light kit, the router, react-i18next and react-hook-form (validated with react-hook-form's rules:
 * zod would add its weight to the first page).
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

  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({ defaultValues: { email: state?.email ?? '', password: '' } });

  // Read aloud and reachable: a summary that appears is focused (field errors focus their field).
  useEffect(() => {
    if (messages.length > 0) summaryRef.current?.focus();
  }, [messages]);

  const finish = useCallback(() => {
    void navigate(signInDestination(location.state), { replace: true });
  }, [location.state, navigate]);

  const onSubmit = handleSubmit(async (values) => {
    setMessages([]);
    try {
      await login({ email: values.email.trim(), password: values.password });
      finish();
    } catch (error) {
      setMessages(
        submitErrorMessages(error, setError, FIELDS, t, {
          unauthorized: t('login.errors.invalidCredentials'),
        }),
      );
    }
  });

  const onTelegramAuth = useCallback(
    async (data: TelegramAuthData) => {
      setMessages([]);
      setTelegramBusy(true);
      try {
        await completeSignIn(await authApi.telegramLogin(data));
        finish();
      } catch (error) {
        setMessages(submitErrorMessages(error, setError, [], t));
      } finally {
        setTelegramBusy(false);
      }
    },
    [finish, setError, t],
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
        <form onSubmit={onSubmit} noValidate aria-busy={busy}>
          <Stack gap="4">
            <FormField label={t('login.email')} error={errors.email} required>
              <Input
                type="email"
                autoComplete="username"
                inputMode="email"
                autoCapitalize="off"
                spellCheck={false}
                autoFocus
                {...register('email', {
                  required: t('validation.required'),
                  validate: (value) => EMAIL_RE.test(value.trim()) || t('validation.email'),
                })}
              />
            </FormField>
            <FormField label={t('login.password')} error={errors.password} required>
              <PasswordInput
                autoComplete="current-password"
                {...register('password', { required: t('validation.required') })}
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
              <TelegramLogin bot={bot} onAuth={(data) => void onTelegramAuth(data)} />
            </Stack>
          </Stack>
        ) : null}
      </Stack>
    </AuthLayout>
  );
}
