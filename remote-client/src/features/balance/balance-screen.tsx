import { useEffect, useState } from 'react';
import { formatMoney, useTranslation } from '@panel/shared-core';
import { ListingScreen } from '@panel/shared-core/listing';
import { useRecord } from '@panel/shared-core/record-view';
import { useSearchParams } from '@panel/shared-core/router';
import { Alert, Button, ErrorState, HStack, PlusIcon } from '@panel/shared-core/ui';
import { COMPANY, company } from '../../api/company-form';
import { BalanceCard } from './balance-card';
import { DepositDialog } from './deposit-dialog';
import { useDeposit } from './use-deposit';

/**
 * `/client/balance`: the current balance, a deposit, and every balance transaction with the balance after it. A
 * deposit whose answer never came is offered again with the same key, so retrying it cannot credit twice.
 */
export default function BalanceScreen() {
  const { t, i18n } = useTranslation('client');
  const record = useRecord(company, COMPANY);
  const current = record.data?.record;
  const deposit = useDeposit();
  const [dialog, setDialog] = useState<{ amount?: string } | null>(null);
  const canDeposit = current?.can_deposit === true;
  // `?deposit=1` (the dashboard's Deposit button) opens the deposit once the company is known.
  const [params, setParams] = useSearchParams();
  const wantsDeposit = params.get('deposit') === '1';
  useEffect(() => {
    if (!wantsDeposit || !current) return;
    if (canDeposit) setDialog({});
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete('deposit');
        return next;
      },
      { replace: true },
    );
  }, [wantsDeposit, current, canDeposit, setParams]);
  const depositButton = canDeposit ? (
    <Button colorPalette="brand" size="sm" onClick={() => setDialog({})}>
      <PlusIcon />
      {t('deposit.open')}
    </Button>
  ) : null;
  return (
    <>
      <ListingScreen
        name="company-balance-transactions"
        scope="client"
        title={t('nav.balance')}
        actions={depositButton}
        above={() => (
          <>
            {record.isError ? (
              <ErrorState onRetry={() => void record.refetch()} />
            ) : (
              <BalanceCard company={current} />
            )}
            {deposit.unconfirmed && current ? (
              <Alert.Root status="warning" mb="4" data-testid="deposit-unconfirmed">
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Title>
                    {t('deposit.unconfirmedTitle', {
                      amount: formatMoney(deposit.unconfirmed.amount, current.currency, i18n.language),
                    })}
                  </Alert.Title>
                  <Alert.Description>{t('deposit.unconfirmedText')}</Alert.Description>
                  <HStack mt="2" gap="2" wrap="wrap">
                    <Button
                      size="sm"
                      colorPalette="brand"
                      onClick={() => setDialog({ amount: deposit.unconfirmed!.amount })}
                    >
                      {t('deposit.retry')}
                    </Button>
                    <Button size="sm" variant="outline" onClick={deposit.forget}>
                      {t('deposit.forget')}
                    </Button>
                  </HStack>
                </Alert.Content>
              </Alert.Root>
            ) : null}
          </>
        )}
      />
      {current && canDeposit ? (
        <DepositDialog
          open={dialog !== null}
          onClose={() => setDialog(null)}
          company={current}
          deposit={deposit}
          initialAmount={dialog?.amount}
        />
      ) : null}
    </>
  );
}
