import { useState } from 'react';
import { formatMoney, useCan, useTranslation } from '@panel/shared-core';
import { listingUrl } from '@panel/shared-core/listing';
import { RecordScreen, optionLabel, useRecord, type RecordAction } from '@panel/shared-core/record-view';
import { Outlet, useLocation, useNavigate, useParams } from '@panel/shared-core/router';
import { Alert, Button, EditIcon, HStack, PlusIcon, Stack } from '@panel/shared-core/ui';
import { companyResource } from '../../api/companies';
import { CompanyStatusBadge } from './company-status-badge';
import type { CompanyRecordContext } from './company-context';
import { ManualDepositDialog } from './manual-deposit-dialog';
import { COMPANIES_PATH, companyPath } from './paths';
import { useManualDeposit } from './use-manual-deposit';

/** `/manage/companies/:id`: keyed by the id, so another company starts with nothing of this one's. */
export default function CompanyRecordScreen() {
  const { id } = useParams();
  return <CompanyRecord key={id} id={Number(id)} />;
}

/**
 * Any company for an administrator: its facts and balance, Edit and the manual deposit, and tabs with its users,
 * applications, balance transactions and daily statistics (each tab only for those allowed its listing or call).
 */
function CompanyRecord({ id }: { id: number }) {
  const { t, i18n } = useTranslation('manage');
  const navigate = useNavigate();
  const location = useLocation();
  const can = useCan();
  const { data, isPending, error, refetch } = useRecord(companyResource, id);
  const deposit = useManualDeposit(id);
  const [dialog, setDialog] = useState<{ amount: string; reason: string } | null | undefined>(undefined);
  const company = data?.record;
  const options = data?.options ?? {};
  const openDeposit = () => setDialog(null);

  const actions: RecordAction[] = company
    ? [
        {
          key: 'edit',
          label: t('companies.record.edit'),
          icon: <EditIcon />,
          primary: true,
          onClick: () => void navigate(`${companyPath(id)}/edit`, { state: { from: location.pathname } }),
        },
        {
          key: 'deposit',
          label: t('companies.record.deposit'),
          icon: <PlusIcon />,
          onClick: openDeposit,
        },
      ]
    : [];

  const tabs = [
    { to: '', label: t('companies.tabs.overview') },
    ...(can({ permission: 'users.admin' })
      ? [{ to: 'users', label: t('companies.tabs.users'), count: company?.users_count }]
      : []),
    ...(can({ permission: 'manage.applications' })
      ? [{ to: 'applications', label: t('companies.tabs.applications'), count: company?.applications_count }]
      : []),
    { to: 'transactions', label: t('companies.tabs.transactions') },
    ...(can({ permission: 'manage.statistics' })
      ? [{ to: 'statistics', label: t('companies.tabs.statistics') }]
      : []),
  ];

  const unconfirmed = deposit.unconfirmed;
  return (
    <>
      <RecordScreen
        title={company?.name}
        subtitle={
          company?.owner_email ? t('companies.record.owner', { email: company.owner_email }) : undefined
        }
        status={
          company ? (
            <CompanyStatusBadge status={company.status} label={optionLabel(options.status, company.status)} />
          ) : undefined
        }
        back={{ to: listingUrl(COMPANIES_PATH), label: t('companies.record.back') }}
        basePath={companyPath(id)}
        actions={actions}
        tabs={tabs}
        isLoading={isPending}
        error={error}
        onRetry={() => void refetch()}
      >
        {company && data ? (
          <Stack gap="4">
            {unconfirmed ? (
              <Alert.Root status="warning" data-testid="manual-deposit-unconfirmed">
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Title>
                    {t('companies.deposit.unconfirmedTitle', {
                      amount: formatMoney(unconfirmed.amount, company.currency, i18n.language),
                    })}
                  </Alert.Title>
                  <Alert.Description>{t('companies.deposit.unconfirmedText')}</Alert.Description>
                  <HStack mt="2" gap="2" wrap="wrap">
                    <Button
                      size="sm"
                      colorPalette="brand"
                      onClick={() => setDialog({ amount: unconfirmed.amount, reason: unconfirmed.reason })}
                    >
                      {t('companies.deposit.retry')}
                    </Button>
                    <Button size="sm" variant="outline" onClick={deposit.forget}>
                      {t('companies.deposit.forget')}
                    </Button>
                  </HStack>
                </Alert.Content>
              </Alert.Root>
            ) : null}
            <Outlet
              context={{ company, options: data.options, openDeposit } satisfies CompanyRecordContext}
            />
          </Stack>
        ) : null}
      </RecordScreen>
      {company ? (
        <ManualDepositDialog
          open={dialog !== undefined}
          onClose={() => setDialog(undefined)}
          company={company}
          deposit={deposit}
          initial={dialog ?? undefined}
        />
      ) : null}
    </>
  );
}
