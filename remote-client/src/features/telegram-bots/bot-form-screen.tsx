import type { TFunction } from '@panel/shared-core';
import { useTranslation } from '@panel/shared-core';
import { listingUrl } from '@panel/shared-core/listing';
import { useParams } from '@panel/shared-core/router';
import {
  RecordForm,
  SecretField,
  TextField,
  useRecordActions,
  useRecordForm,
  z,
} from '@panel/shared-core/record';
import { Badge, Button, Card, HStack, Heading, Link, Stack, Text } from '@panel/shared-core/ui';
import {
  BOT_TOKEN,
  BOT_USERNAME_MAX,
  bareBotUsername,
  botActions,
  botUrl,
  bots,
  isBotUsername,
  type TelegramBot,
} from '../../api/bots';
import { BOTS_PATH } from './paths';

/** The rules of a bot (the contract's); on edit an empty token keeps the stored one. */
export function botSchema(t: TFunction, editing: boolean) {
  return z.object({
    username: z
      .string()
      .trim()
      .min(1, t('validation.required'))
      .refine((value) => isBotUsername(bareBotUsername(value)), t('bots.rules.username')),
    token: z
      .string()
      .trim()
      .refine((value) => editing || value !== '', t('validation.required'))
      .refine((value) => value === '' || BOT_TOKEN.test(value), t('bots.rules.token')),
  });
}

function BotStatus({ bot }: { bot: TelegramBot }) {
  const { t } = useTranslation('client');
  const { run, pending } = useRecordActions(bots, bot.id);
  const change = (isActive: boolean) =>
    void run(
      isActive ? 'activate' : 'deactivate',
      botActions.changeStatus,
      isActive
        ? {
            label: t('bots.activate'),
            success: () => t('bots.activated', { username: bot.username }),
          }
        : {
            label: t('bots.deactivate'),
            confirm: t('bots.deactivateConfirm', { username: bot.username }),
            success: () => t('bots.deactivated', { username: bot.username }),
          },
      { isActive },
    );
  return (
    <Card.Root variant="outline" size="sm" as="section" aria-labelledby="bot-status-heading">
      <Card.Header>
        <HStack gap="2" wrap="wrap">
          <Heading as="h2" size="sm" id="bot-status-heading">
            {t('bots.status.title')}
          </Heading>
          <Badge colorPalette={bot.is_active ? 'green' : 'gray'} data-testid="bot-status">
            {bot.is_active ? t('bots.active') : t('bots.inactive')}
          </Badge>
        </HStack>
        <Text textStyle="sm" color="fg.muted">
          {bot.is_active ? t('bots.status.activeHint') : t('bots.status.inactiveHint')}
        </Text>
      </Card.Header>
      <Card.Body>
        {bot.is_active ? (
          <Button
            type="button"
            size="sm"
            variant="outline"
            colorPalette="red"
            alignSelf="start"
            loading={pending === 'deactivate'}
            onClick={() => change(false)}
          >
            {t('bots.deactivate')}
          </Button>
        ) : (
          <Button
            type="button"
            size="sm"
            variant="outline"
            alignSelf="start"
            loading={pending === 'activate'}
            onClick={() => change(true)}
          >
            {t('bots.activate')}
          </Button>
        )}
      </Card.Body>
    </Card.Root>
  );
}

/** `/client/telegram-bots/new` (connect a bot: it becomes the active one) and `/client/telegram-bots/:id/edit`. */
export default function BotFormScreen() {
  const { id } = useParams();
  return <BotForm key={id ?? 'new'} id={id === undefined ? undefined : Number(id)} />;
}

function BotForm({ id }: { id: number | undefined }) {
  const { t } = useTranslation('client');
  const editing = id !== undefined;
  const controller = useRecordForm({
    resource: bots,
    id,
    schema: botSchema(t, editing),
    toValues: ({ record }: { record?: TelegramBot; defaults: Partial<TelegramBot> }) => ({
      username: record?.username ?? '',
      // The stored token never comes back: the field starts empty and keeps it unless something is typed.
      token: '',
    }),
    toPayload: ({ username, token }) => ({
      username: bareBotUsername(username),
      ...(token ? { token } : {}),
    }),
    returnTo: listingUrl(BOTS_PATH),
    successMessage: (saved) =>
      editing
        ? t('bots.saved', { username: saved?.username ?? '' })
        : t('bots.connected', { username: saved?.username ?? '' }),
  });
  const bot = controller.record;
  return (
    <RecordForm
      controller={controller}
      title={
        editing
          ? bot
            ? t('bots.editTitle', { username: bot.username })
            : t('bots.edit')
          : t('bots.setup.title')
      }
      description={editing ? t('bots.editDescription') : t('bots.newDescription')}
      submitLabel={editing ? undefined : t('bots.connectAction')}
    >
      <Card.Root variant="outline" size="sm" as="section" aria-label={t('bots.section')}>
        <Card.Body>
          <Stack gap="5">
            <TextField
              name="username"
              label={t('bots.fields.username')}
              helperText={t('bots.hints.username')}
              placeholder="acme_alerts_bot"
              maxLength={BOT_USERNAME_MAX + 1}
              autoComplete="off"
              startAddon="@"
              required
            />
            <SecretField
              name="token"
              label={t('bots.fields.token')}
              helperText={t('bots.hints.token')}
              masked={bot?.token}
              required={!editing}
            />
            {bot ? (
              <Link href={botUrl(bot.username)} target="_blank" rel="noopener noreferrer" textStyle="sm">
                {t('bots.openInTelegram', { username: bot.username })}
              </Link>
            ) : null}
          </Stack>
        </Card.Body>
      </Card.Root>
      {bot ? <BotStatus bot={bot} /> : null}
    </RecordForm>
  );
}
