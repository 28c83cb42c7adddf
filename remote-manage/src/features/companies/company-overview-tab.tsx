import { formatMoney, toCents, useCan, useTranslation } from '@panel/shared-core';
import { FactList, optionLabel, type Fact } from '@panel/shared-core/record-view';
import { Link as RouterLink } from '@panel/shared-core/router';
import { Button, Card, Grid, HStack, Heading, Link, PlusIcon, Stack, Text } from '@panel/shared-core/ui';
import { useCompanyRecord } from './company-context';
import { CompanyStatusBadge } from './company-status-badge';
import { userPath } from './paths';

/** `/manage/companies/:id`: the company's facts, and its balance with the manual deposit beside it. */
export default function CompanyOverviewTab() {
  const { t, i18n } = useTranslation('manage');
  const { company, options, openDeposit } = useCompanyRecord();
  const can = useCan();
  const number = new Intl.NumberFormat(i18n.language);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const created = new Date(company.created_at);
  const negative = (toCents(company.balance) ?? 0) < 0;

  const owner = company.owner_name ? (
    // Both links at least 24 px high, one under the other: smaller, they were too close to be told apart by a finger
    // or a shaky hand (WCAG 2.5.8, axe's target-size).
    <Stack gap="0" align="flex-start">
      {company.owner_id !== null && can({ permission: 'users.admin' }) ? (
        <Link asChild colorPalette="brand" minH="6">
          <RouterLink to={userPath(company.owner_id)}>{company.owner_name}</RouterLink>
        </Link>
      ) : (
        <Text>{company.owner_name}</Text>
      )}
      {company.owner_email ? (
        <Link href={`mailto:${company.owner_email}`} color="fg.muted" textStyle="sm" minH="6">
          {company.owner_email}
        </Link>
      ) : null}
    </Stack>
  ) : null;

  const facts: Fact[] = [
    {
      label: t('companies.fields.status'),
      value: (
        <CompanyStatusBadge status={company.status} label={optionLabel(options.status, company.status)} />
      ),
    },
    { label: t('companies.fields.owner'), value: owner, keepEmpty: true },
    {
      label: t('companies.fields.tariff'),
      value: company.tariff_name || optionLabel(options.tariff_id, company.tariff_id),
    },
    {
      label: t('companies.fields.balance'),
      value: formatMoney(company.balance, company.currency, i18n.language),
    },
    {
      label: t('companies.fields.created'),
      value: Number.isNaN(created.getTime()) ? company.created_at : date.format(created),
    },
    {
      label: t('companies.fields.contactEmail'),
      value: company.contact_email ? (
        <Link href={`mailto:${company.contact_email}`}>{company.contact_email}</Link>
      ) : null,
      keepEmpty: true,
    },
    {
      label: t('companies.fields.website'),
      value: company.website ? (
        <Link href={company.website} target="_blank" rel="noopener noreferrer">
          {company.website}
        </Link>
      ) : null,
      keepEmpty: true,
    },
    { label: t('companies.fields.timezone'), value: optionLabel(options.timezone, company.timezone) },
    { label: t('companies.fields.users'), value: number.format(company.users_count) },
    { label: t('companies.fields.applications'), value: number.format(company.applications_count) },
    { label: t('companies.fields.domains'), value: number.format(company.domains_count) },
  ];

  return (
    <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 20rem' }} gap="6" alignItems="start">
      <Card.Root variant="outline" size="sm" as="section" aria-labelledby="company-facts">
        <Card.Header>
          <Heading as="h2" size="md" id="company-facts">
            {t('companies.record.facts')}
          </Heading>
        </Card.Header>
        <Card.Body>
          <FactList facts={facts} />
        </Card.Body>
      </Card.Root>
      <Card.Root variant="outline" size="sm" as="section" aria-labelledby="company-balance-title">
        <Card.Header>
          <Heading as="h2" size="md" id="company-balance-title">
            {t('companies.fields.balance')}
          </Heading>
        </Card.Header>
        <Card.Body>
          <HStack justify="space-between" align="center" gap="4" wrap="wrap">
            <Text
              textStyle="2xl"
              fontWeight="semibold"
              fontVariantNumeric="tabular-nums"
              color={negative ? 'fg.error' : undefined}
              data-testid="company-balance"
            >
              {formatMoney(company.balance, company.currency, i18n.language)}
            </Text>
            {openDeposit ? (
              <Button size="sm" colorPalette="brand" variant="outline" onClick={openDeposit}>
                <PlusIcon />
                {t('companies.record.deposit')}
              </Button>
            ) : null}
          </HStack>
        </Card.Body>
      </Card.Root>
    </Grid>
  );
}
