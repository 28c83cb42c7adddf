import { useTranslation } from '@panel/shared-core';
import { Listing } from '@panel/shared-core/listing';
import { Button, HStack, PlusIcon, Stack, Text } from '@panel/shared-core/ui';
import { TRANSACTIONS_LISTING } from '../../api/companies';
import { useCompanyRecord } from './company-context';

/**
 * `/manage/companies/:id/transactions`: the company's balance transactions, manual ones with the administrator who
 * made them and the reason they gave (the `created_by_name` and `description` columns).
 */
export default function CompanyTransactionsTab() {
  const { t } = useTranslation('manage');
  const { company, openDeposit } = useCompanyRecord();
  return (
    <Stack gap="3">
      <HStack justify="space-between" gap="3" wrap="wrap">
        <Text color="fg.muted" textStyle="sm">
          {t('companies.transactions.hint')}
        </Text>
        {openDeposit ? (
          <Button size="sm" variant="outline" onClick={openDeposit}>
            <PlusIcon />
            {t('companies.record.deposit')}
          </Button>
        ) : null}
      </HStack>
      <Listing
        name={TRANSACTIONS_LISTING}
        fixedFilters={{ company_id: String(company.id) }}
        syncUrl={false}
        label={t('companies.tabs.transactionsOf', { name: company.name })}
        defaultFiltersOpen={false}
      />
    </Stack>
  );
}
