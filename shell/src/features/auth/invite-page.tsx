import { Fragment, useEffect, useMemo, useRef, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { isPlainText } from '@panel/contract';
import type { TFunction } from '@panel/shared-core';
import { z } from './zod';
import {
  UNEXPECTED_ERROR,
  authApi,
  completeSignIn,
  errorMessageKey,
  isApiError,
  submitErrorMessages,
  type InviteInfo,
  useTranslation,
} from '@panel/shared-core';
import { useNavigate, useParams } from '@panel/shared-core/router';
import {
  AlertIcon,
  Box,
  Button,
  FormErrorSummary,
  FormField,
  Input,
  PageSpinner,
  PasswordInput,
  SearchIcon,
  Stack,
  StatePanel,
  Text,
} from '@panel/shared-core/ui';
import { AuthLayout } from './auth-layout';
import { PASSWORD_MIN, TEXT_MAX } from './password-rules';

const FIELDS = ['name', 'password', 'password_confirmation'] as const;

function inviteSchema(t: TFunction) {
  return z
    .object({
      name: z
        .string()
        .trim()
        .min(1, t('validation.required'))
        .max(TEXT_MAX, t('validation.tooLong', { count: TEXT_MAX }))
        // The contract's rule for names, which the server applies too.
        .refine(isPlainText, t('validation.plainText')),
      password: z.string().min(PASSWORD_MIN, t('validation.passwordMin', { count: PASSWORD_MIN })),
      password_confirmation: z.string().min(1, t('validation.required')),
    })
    .refine((values) => values.password === values.password_confirmation, {
      path: ['password_confirmation'],
      error: t('validation.passwordsMismatch'),
    });
}

type InviteInput = z.input<ReturnType<typeof inviteSchema>>;
type InviteValues = z.output<ReturnType<typeof inviteSchema>>;

type Loaded =
  | { kind: 'loading' }
  | { kind: 'ready'; invite: InviteInfo }
  | { kind: 'not-found' }
  /** The invitation exists but cannot be used (expired, accepted, revoked): the reason is shown. */
  | { kind: 'unusable'; message: string }
  | { kind: 'failed'; message: string };

const CLOSED_STATUSES = ['expired', 'accepted', 'revoked'] as const;

/**
 * `/invite/:key`: a team member invited by email finishes their registration. The invitation is loaded
 * first (who invites whom, with which role); an unknown key and an invitation that can no longer be used
 * each get a clear message and a way to the login page.
 */
export default function InvitePage() {
  const { t } = useTranslation('shell');
  const { key = '' } = useParams<{ key: string }>();
  const [state, setState] = useState<Loaded>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let alive = true;
    setState({ kind: 'loading' });
    authApi.invite(key).then(
      (invite) => {
        if (!alive) return;
        const closed = CLOSED_STATUSES.find((status) => status === invite.status);
        setState(
          closed ? { kind: 'unusable', message: t(`invite.status.${closed}`) } : { kind: 'ready', invite },
        );
      },
      (error: unknown) => {
        if (!alive) return;
        if (isApiError(error) && error.status === 404) setState({ kind: 'not-found' });
        else if (isApiError(error) && [400, 403, 410, 422].includes(error.status)) {
          // An expired or used invitation: the server says which, in its own words.
          const message =
            error.message && error.message !== UNEXPECTED_ERROR ? error.message : error.errorList[0];
          setState({ kind: 'unusable', message: message ?? t('invite.unavailable.title') });
        } else setState({ kind: 'failed', message: t(errorMessageKey(error), { ns: 'core' }) });
      },
    );
    return () => {
      alive = false;
    };
    // t is left out on purpose: a language switch must not reload the invitation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);

  const toLogin = { label: t('invite.toLogin'), to: '/login' };
  let body;
  switch (state.kind) {
    case 'loading':
      body = <PageSpinner minH="40" label={t('invite.loading')} />;
      break;
    case 'not-found':
      body = (
        <StatePanel
          icon={SearchIcon}
          title={t('invite.notFound.title')}
          description={t('invite.notFound.description')}
          action={toLogin}
          role="alert"
          size="sm"
        />
      );
      break;
    case 'unusable':
      body = (
        <StatePanel
          icon={AlertIcon}
          tone="warning"
          title={t('invite.unavailable.title')}
          description={state.message}
          action={toLogin}
          role="alert"
          size="sm"
        />
      );
      break;
    case 'failed':
      body = (
        <StatePanel
          icon={AlertIcon}
          tone="danger"
          title={t('invite.loadFailed.title')}
          description={state.message}
          action={{ label: t('actions.retry'), onClick: () => setAttempt((a) => a + 1) }}
          secondaryAction={toLogin}
          role="alert"
          size="sm"
        />
      );
      break;
    case 'ready':
      body = <InviteForm inviteKey={key} invite={state.invite} />;
      break;
  }

  return (
    <AuthLayout
      pageTitle={t('invite.pageTitle')}
      title={t('invite.title')}
      subtitle={state.kind === 'ready' ? t('invite.subtitle') : undefined}
    >
      {body}
    </AuthLayout>
  );
}

function InviteForm({ inviteKey, invite }: { inviteKey: string; invite: InviteInfo }) {
  const { t, i18n } = useTranslation('shell');
  const navigate = useNavigate();
  const [messages, setMessages] = useState<string[]>([]);
  const summaryRef = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const schema = useMemo(() => inviteSchema(t), [t, i18n.language]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<InviteInput, unknown, InviteValues>({
    resolver: zodResolver(schema),
    defaultValues: {
      name: typeof invite.name === 'string' ? invite.name : '',
      password: '',
      password_confirmation: '',
    },
  });

  useEffect(() => {
    if (messages.length > 0) summaryRef.current?.focus();
  }, [messages]);

  const onSubmit = handleSubmit(async (values) => {
    setMessages([]);
    try {
      const result = await authApi.register({ ...values, email: invite.email, key: inviteKey });
      if (result) {
        await completeSignIn(result);
        void navigate('/', { replace: true });
      } else {
        void navigate('/login', { replace: true, state: { registered: true, email: invite.email } });
      }
    } catch (error) {
      setMessages(submitErrorMessages(error, setError, FIELDS));
    }
  });

  const facts = [
    { label: t('invite.company'), value: invite.company?.name },
    { label: t('invite.role'), value: invite.role?.name },
    { label: t('invite.email'), value: invite.email },
  ].filter(
    (fact): fact is { label: string; value: string } => typeof fact.value === 'string' && fact.value !== '',
  );

  return (
    <Stack gap="5">
      <InviteFacts facts={facts} />
      <FormErrorSummary ref={summaryRef} messages={messages} />
      <form onSubmit={onSubmit} noValidate aria-busy={isSubmitting}>
        <Stack gap="4">
          {/* The account name for password managers; the email itself is fixed by the invitation. */}
          <input type="hidden" name="username" autoComplete="username" value={invite.email} />
          <FormField label={t('invite.name')} error={errors.name} required>
            <Input autoComplete="name" autoFocus {...register('name')} />
          </FormField>
          <FormField
            label={t('invite.password')}
            error={errors.password}
            helperText={t('registration.passwordHint', { count: PASSWORD_MIN })}
            required
          >
            <PasswordInput autoComplete="new-password" {...register('password')} />
          </FormField>
          <FormField label={t('invite.passwordConfirmation')} error={errors.password_confirmation} required>
            <PasswordInput autoComplete="new-password" {...register('password_confirmation')} />
          </FormField>
          <Button type="submit" colorPalette="brand" size="lg" w="full" loading={isSubmitting}>
            {t('invite.submit')}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}

/** Who invites whom: a definition list, so each value is read with its label. */
function InviteFacts({ facts }: { facts: { label: string; value: string }[] }) {
  if (facts.length === 0) return null;
  return (
    <Box
      as="dl"
      display="grid"
      gridTemplateColumns="auto 1fr"
      columnGap="4"
      rowGap="2"
      p="4"
      rounded="md"
      bg="bg.muted"
      data-testid="invite-facts"
    >
      {facts.map((fact) => (
        <Fragment key={fact.label}>
          <Text as="dt" color="fg.muted" textStyle="sm">
            {fact.label}
          </Text>
          <Text as="dd" fontWeight="medium" textStyle="sm" wordBreak="break-word">
            {fact.value}
          </Text>
        </Fragment>
      ))}
    </Box>
  );
}
