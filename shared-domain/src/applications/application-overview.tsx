import type { ReactNode } from 'react';
import { supportMailto } from '@panel/contract';
import { useTranslation } from '@panel/shared-core';
import type { FormOptions } from '@panel/shared-core/record-data';
import { FactList, optionLabel } from '@panel/shared-core/record-view';
import { Link as RouterLink, useOutletContext } from '@panel/shared-core/router';
import { Alert, Badge, Center, Image, Link, Text, UserText, AppsIcon } from '@panel/shared-core/ui';
import type { ApplicationArea } from './api';
import type { Application, ApplicationStatus } from './types';
import './texts';

// An application shown, not edited: its record screen and its tabs import this module and not the form's, so that a
// record opened from the listing does not load the form library (@panel/shared-core/record-view).

export const STATUS_COLORS: Record<ApplicationStatus, string> = {
  draft: 'gray',
  active: 'green',
  deactivated: 'orange',
  deleted: 'red',
};

/** The status of an application as a coloured badge, in the panel's language. */
export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation('applications');
  return (
    <Badge colorPalette={STATUS_COLORS[status] ?? 'gray'} data-testid="application-status">
      {t(`status.${status}`)}
    </Badge>
  );
}

const STATUS_NOTICES: Record<ApplicationArea, Partial<Record<ApplicationStatus, string>>> = {
  // The company's area has no call that turns an application on again (docs/api-contract.md), so it says who can.
  client: { deactivated: 'record.noticeDeactivated' },
  manage: { deactivated: 'record.noticeDeactivatedAdmin', deleted: 'record.noticeDeletedAdmin' },
};

/**
 * What a record says about an application that does not serve, and who can bring it back; nothing otherwise. The
 * company's deactivated application offers the way to ask: a letter to the platform's support naming it.
 */
export function ApplicationStatusNotice({
  status,
  area,
  app,
}: {
  status: ApplicationStatus;
  area: ApplicationArea;
  /** The application, to name it in the request to the administrators. */
  app?: Pick<Application, 'id' | 'name'>;
}) {
  const { t } = useTranslation('applications');
  const key = STATUS_NOTICES[area][status];
  if (!key) return null;
  return (
    <Alert.Root status="warning" mb="4" data-testid="application-status-notice">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>{t(key)}</Alert.Description>
        {area === 'client' && app ? (
          <Link
            mt="1"
            colorPalette="brand"
            fontWeight="medium"
            href={supportMailto(
              t('record.restoreRequestSubject', { id: app.id, name: app.name }),
              t('record.restoreRequestBody', { id: app.id, name: app.name }),
            )}
          >
            {t('record.restoreRequest')}
          </Link>
        ) : null}
      </Alert.Content>
    </Alert.Root>
  );
}

/** The application's icon, or a placeholder when it has none. */
export function ApplicationIcon({ url, size = '16' }: { url?: string | null; size?: string }) {
  return (
    <Center
      w={size}
      h={size}
      borderRadius="xl"
      overflow="hidden"
      bg="bg.muted"
      flexShrink={0}
      borderWidth="1px"
    >
      {url ? <Image src={url} alt="" w="full" h="full" objectFit="cover" /> : <AppsIcon color="fg.muted" />}
    </Center>
  );
}

export interface ApplicationOverviewProps {
  application: Application;
  options: FormOptions;
  /** The owning company, as a link (the administrators' area). */
  company?: ReactNode;
}

/** An application's facts (docs/product.md, "Entities"), with the labels of its options. */
export function ApplicationOverview({ application: app, options, company }: ApplicationOverviewProps) {
  const { t, i18n } = useTranslation('applications');
  const dateTime = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const number = new Intl.NumberFormat(i18n.language);
  const when = (value: string) => {
    const parsed = new Date(value);
    return Number.isNaN(parsed.getTime()) ? value : dateTime.format(parsed);
  };
  const pixels = (app.pixel_ids ?? []).map((id) => optionLabel(options.pixels, id)).filter(Boolean);
  return (
    <FactList
      facts={[
        ...(company ? [{ label: t('fields.company'), value: company }] : []),
        { label: t('fields.developerName'), value: app.developer_name },
        { label: t('fields.language'), value: optionLabel(options.languages, app.language) },
        { label: t('fields.category'), value: optionLabel(options.categories, app.category) },
        { label: t('fields.template'), value: optionLabel(options.templates, app.template) },
        {
          label: t('fields.offerUrl'),
          value: app.offer_url ? (
            <Link href={app.offer_url} target="_blank" rel="noopener noreferrer" overflowWrap="anywhere">
              {app.offer_url}
            </Link>
          ) : null,
        },
        { label: t('fields.domain'), value: app.domain || t('form.noDomain'), keepEmpty: true },
        { label: t('fields.pixels'), value: pixels.length > 0 ? pixels.join(', ') : t('form.noPixelsShort') },
        { label: t('fields.pushEnabled'), value: app.push_enabled ? t('overview.yes') : t('overview.no') },
        {
          label: t('fields.rating'),
          value: new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 1 }).format(app.rating),
        },
        { label: t('fields.installsLabel'), value: app.installs_label },
        { label: t('fields.installs'), value: number.format(app.installs ?? 0) },
        { label: t('fields.commentsCount'), value: number.format(app.comments_count ?? 0) },
        {
          label: t('fields.description'),
          value: app.description ? (
            <Text whiteSpace="pre-line">
              <UserText>{app.description}</UserText>
            </Text>
          ) : null,
        },
        { label: t('fields.createdAt'), value: when(app.created_at) },
        { label: t('fields.updatedAt'), value: when(app.updated_at) },
      ]}
    />
  );
}

/** A link to another screen of the panel, in the kit's link style. */
export function PanelLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link asChild colorPalette="brand">
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}

/** What an application's record screen hands to its tabs through its `<Outlet context>`. */
export interface ApplicationRecordContext {
  application: Application;
  options: FormOptions;
}

/**
 * The application a tab of the record screen shows, as the screen loaded it.
 *
 * @example
 * const { application, options } = useApplicationRecord();
 */
export function useApplicationRecord(): ApplicationRecordContext {
  return useOutletContext<ApplicationRecordContext>();
}
