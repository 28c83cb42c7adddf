import { useId, useState } from 'react';
import { useTranslation } from '@panel/shared-core';
import type { ListingRow } from '@panel/shared-core';
import { useRecordActions } from '@panel/shared-core/record';
import { Button, Card, Flex, FormField, Heading, NativeSelect, Stack, Text } from '@panel/shared-core/ui';
import { DOMAIN_STATUSES, domainActions, domains, type DomainStatus } from '../../api/domains';

const isStatus = (value: unknown): value is DomainStatus =>
  typeof value === 'string' && (DOMAIN_STATUSES as readonly string[]).includes(value);

export interface DomainStatusChangerProps {
  /** The domains the listing shows now (its current page, as filtered). */
  rows: readonly ListingRow[];
}

/**
 * Changes the status of one of the domains the listing shows: pick the domain, pick its new status, confirm (the
 * question names both), and the listing shows the result. The listing's row menu runs fixed actions only, so the
 * choice of a status lives here, above it; the listing's filters and search narrow the choice of domains.
 *
 * @example
 * <ListingScreen name="domains" scope="client" above={(c) => <DomainStatusChanger rows={c.rows} />} ... />
 */
export function DomainStatusChanger({ rows }: DomainStatusChangerProps) {
  const { t } = useTranslation('manage');
  const headingId = useId();
  const [domainId, setDomainId] = useState('');
  const [status, setStatus] = useState<DomainStatus | ''>('');
  const domain = rows.find((row) => String(row.id) === domainId);
  const { run, pending } = useRecordActions(domains, domain ? Number(domain.id) : 0);
  const current = domain && isStatus(domain.status) ? domain.status : null;
  const statusLabel = (value: DomainStatus) => t(`domains.status.${value}`);
  const owner = (row: ListingRow) =>
    typeof row.company_name === 'string' && row.company_name ? row.company_name : t('domains.platform');

  const apply = async () => {
    if (!domain || !status || status === current) return;
    const name = String(domain.name ?? '');
    const answer = await run(
      'status',
      domainActions.changeStatus,
      {
        label: t('domains.changeStatus'),
        confirm: t('domains.changeConfirm', {
          name,
          from: current ? statusLabel(current) : String(domain.status ?? ''),
          to: statusLabel(status),
        }),
        confirmLabel: t('domains.changeConfirmLabel', { status: statusLabel(status) }),
        destructive: status === 'disabled' || status === 'error',
        success: () => t('domains.statusChanged', { name, status: statusLabel(status) }),
      },
      { status },
    );
    if (answer) setStatus('');
  };

  return (
    <Card.Root variant="subtle" size="sm" as="section" aria-labelledby={headingId} mb="4">
      <Card.Body>
        <Stack gap="3">
          <Stack gap="0.5">
            <Heading as="h2" size="sm" id={headingId}>
              {t('domains.changeTitle')}
            </Heading>
            <Text textStyle="sm" color="fg.muted">
              {t('domains.changeHint')}
            </Text>
          </Stack>
          <Flex gap="3" direction={{ base: 'column', md: 'row' }} align={{ md: 'flex-end' }}>
            <FormField label={t('domains.fields.domain')} flex="2" minW="0">
              <NativeSelect.Root size="sm" disabled={rows.length === 0}>
                <NativeSelect.Field
                  value={domain ? domainId : ''}
                  onChange={(event) => {
                    setDomainId(event.target.value);
                    setStatus('');
                  }}
                >
                  <option value="">
                    {rows.length === 0 ? t('domains.noRows') : t('domains.chooseDomain')}
                  </option>
                  {rows.map((row) => (
                    <option key={String(row.id)} value={String(row.id)}>
                      {t('domains.rowOption', {
                        name: String(row.name ?? ''),
                        owner: owner(row),
                        status: isStatus(row.status) ? statusLabel(row.status) : String(row.status ?? ''),
                      })}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
            <FormField label={t('domains.fields.newStatus')} flex="1" minW="0">
              <NativeSelect.Root size="sm" disabled={!domain}>
                <NativeSelect.Field
                  value={status}
                  onChange={(event) => setStatus(isStatus(event.target.value) ? event.target.value : '')}
                >
                  <option value="">{t('domains.chooseStatus')}</option>
                  {DOMAIN_STATUSES.map((value) => (
                    <option key={value} value={value} disabled={value === current}>
                      {value === current
                        ? t('domains.currentStatus', { status: statusLabel(value) })
                        : statusLabel(value)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
            <Button
              size="sm"
              colorPalette="brand"
              flexShrink={0}
              disabled={!domain || !status || status === current}
              loading={pending === 'status'}
              onClick={() => void apply()}
            >
              {t('domains.changeStatus')}
            </Button>
          </Flex>
          {status && domain ? (
            <Text textStyle="sm" color="fg.muted" aria-live="polite">
              {t(`domains.statusMeaning.${status}`)}
            </Text>
          ) : null}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
