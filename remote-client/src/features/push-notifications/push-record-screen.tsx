import { useTranslation } from '@panel/shared-core';
import { listingUrl } from '@panel/shared-core/listing';
import { PushPreviewCards } from '@panel/shared-domain/messaging';
import {
  FactList,
  RecordScreen,
  useRecord,
  useRecordActions,
  type RecordAction,
} from '@panel/shared-core/record-view';
import { useNavigate, useParams } from '@panel/shared-core/router';
import {
  Badge,
  Card,
  CopyIcon,
  EditIcon,
  Heading,
  SimpleGrid,
  Stack,
  TrashIcon,
} from '@panel/shared-core/ui';
import { Stat } from '@panel/shared-core/ui-extra';
import { pushActions, pushNotifications, type PushNotification, type PushStatus } from '../../api/push';
import { PUSH_PATH, pushListPath } from './paths';
import { NotificationDeliveryChart } from './push-charts';
import { scheduleText } from './schedule';

export const PUSH_STATUS_COLOR: Record<PushStatus, string> = {
  draft: 'gray',
  scheduled: 'blue',
  sending: 'orange',
  sent: 'green',
  paused: 'yellow',
};

function Figures({ push }: { push: PushNotification }) {
  const { t, i18n } = useTranslation('client');
  const number = new Intl.NumberFormat(i18n.language);
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 });
  const ratio = (part: number, whole: number) => (whole > 0 ? percent.format(part / whole) : '—');
  const figures = [
    { key: 'sent', label: t('push.stats.sent'), value: number.format(push.sent) },
    {
      key: 'delivered',
      label: t('push.stats.delivered'),
      value: number.format(push.delivered),
      help: t('push.stats.ofSent', { rate: ratio(push.delivered, push.sent) }),
    },
    { key: 'clicked', label: t('push.stats.clicked'), value: number.format(push.clicked) },
    {
      key: 'ctr',
      label: t('push.stats.ctr'),
      value: ratio(push.clicked, push.delivered),
      help: t('push.stats.ctrHint'),
    },
  ];
  return (
    <SimpleGrid columns={{ base: 2, md: 4 }} gap="3" as="section" aria-label={t('push.stats.figures')}>
      {figures.map((figure) => (
        <Card.Root key={figure.key} variant="outline" size="sm">
          <Card.Body>
            <Stat.Root>
              <Stat.Label>{figure.label}</Stat.Label>
              <Stat.ValueText data-testid={`push-figure-${figure.key}`}>{figure.value}</Stat.ValueText>
              {figure.help ? <Stat.HelpText>{figure.help}</Stat.HelpText> : null}
            </Stat.Root>
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}

/**
 * `/client/push-notifications/:id`: what the notification says (as each platform shows it), to whom and when, its
 * delivery figures and their course over time; edit (until it is sent), copy, delete.
 */
export default function PushRecordScreen() {
  const { t, i18n } = useTranslation('client');
  const { id } = useParams();
  const pushId = Number(id);
  const navigate = useNavigate();
  const query = useRecord(pushNotifications, pushId);
  const actions = useRecordActions(pushNotifications, pushId);
  const push = query.data?.record;
  const options = query.data?.options ?? {};
  const dateTime = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const when = (iso: string | null) => (iso ? dateTime.format(new Date(iso)) : null);
  const locked = push?.status === 'sent' || push?.status === 'sending';
  const recordActions: RecordAction[] = push
    ? [
        ...(locked
          ? []
          : [
              {
                key: 'edit',
                label: t('push.editAction'),
                icon: <EditIcon />,
                primary: true,
                onClick: () => void navigate(`${PUSH_PATH}/${push.id}/edit`),
              },
            ]),
        {
          key: 'copy',
          label: t('push.copy'),
          icon: <CopyIcon />,
          primary: locked,
          loading: actions.pending === 'copy',
          onClick: () =>
            void actions.run<PushNotification>('copy', pushActions.copy, {
              label: t('push.copy'),
              success: (answer) => t('push.copied', { name: answer.record?.name ?? push.name }),
              navigateTo: (answer) => (answer.record ? `${PUSH_PATH}/${answer.record.id}/edit` : null),
            }),
        },
        {
          key: 'delete',
          label: t('push.delete'),
          icon: <TrashIcon />,
          destructive: true,
          loading: actions.pending === 'delete',
          onClick: () =>
            void actions.run('delete', pushActions.delete, {
              label: t('push.delete'),
              confirm: t('push.deleteConfirm', { name: push.name }),
              destructive: true,
              removesRecord: true,
              success: () => t('push.deleted', { name: push.name }),
              navigateTo: () => listingUrl(pushListPath(push.kind)),
            }),
        },
      ]
    : [];
  const applications =
    push?.application_names && push.application_names.length > 0
      ? push.application_names.join(', ')
      : (push?.application_ids ?? [])
          .map((appId) => options.application_ids?.find((o) => o.value === appId)?.label ?? `#${appId}`)
          .join(', ');
  return (
    <RecordScreen
      title={push?.name}
      subtitle={push ? t(`push.kinds.${push.kind}`) : undefined}
      status={
        push ? (
          <Badge colorPalette={PUSH_STATUS_COLOR[push.status]}>{t(`push.status.${push.status}`)}</Badge>
        ) : undefined
      }
      back={{
        to: listingUrl(pushListPath(push?.kind ?? 'single')),
        label: push?.kind === 'regular' ? t('nav.pushRegular') : t('nav.pushSingle'),
      }}
      actions={recordActions}
      basePath={`${PUSH_PATH}/${pushId}`}
      isLoading={query.isPending}
      error={query.error}
      onRetry={() => void query.refetch()}
    >
      {push ? (
        <Stack gap="5">
          <Figures push={push} />
          <NotificationDeliveryChart notificationId={push.id} />
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="5" alignItems="start">
            <Card.Root variant="outline" size="sm" as="section" aria-label={t('push.sections.details')}>
              <Card.Header>
                <Heading as="h2" size="sm">
                  {t('push.sections.details')}
                </Heading>
              </Card.Header>
              <Card.Body>
                <FactList
                  facts={[
                    { label: t('push.fields.kind'), value: t(`push.kinds.${push.kind}`) },
                    {
                      label: t('push.fields.when'),
                      value:
                        push.kind === 'regular'
                          ? scheduleText(t, i18n.language, push.schedule)
                          : (when(push.send_at) ?? t('push.sentNow')),
                    },
                    { label: t('push.fields.applications'), value: applications },
                    { label: t('push.fields.template'), value: push.template_name ?? null },
                    { label: t('push.fields.url'), value: push.url },
                    { label: t('push.fields.created'), value: when(push.created_at) },
                  ]}
                />
              </Card.Body>
            </Card.Root>
            <Card.Root variant="outline" size="sm" as="section" aria-label={t('push.sections.content')}>
              <Card.Body>
                <PushPreviewCards
                  appName={push.application_names?.[0]}
                  content={{
                    title: push.title,
                    body: push.body,
                    url: push.url,
                    icon_url: push.icon_url,
                    image_url: push.image_url,
                  }}
                />
              </Card.Body>
            </Card.Root>
          </SimpleGrid>
        </Stack>
      ) : null}
    </RecordScreen>
  );
}
