import { useTranslation } from '@panel/shared-core';
import { formatMoney, listingUrl, useCellFormat } from '@panel/shared-core/listing';
import { FactList, RecordScreen, useRecord, type RecordAction } from '@panel/shared-core/record-view';
import { Link as RouterLink, useLocation, useNavigate, useParams } from '@panel/shared-core/router';
import {
  Badge,
  Card,
  Code,
  EditIcon,
  EmptyState,
  HStack,
  Heading,
  Link,
  Stack,
  Text,
} from '@panel/shared-core/ui';
import { Table } from '@panel/shared-core/ui-heavy';
import { referralLinks, type ReferralLink } from '../../api/referral-links';
import { CopyButton } from '@panel/shared-core/ui-extra';
import { REFERRAL_LINKS_PATH, companyPath, referralLinkPath } from './paths';

function Companies({ link }: { link: ReferralLink }) {
  const { t } = useTranslation('manage');
  const fmt = useCellFormat();
  const companies = link.companies ?? [];
  const date = (iso: string) => {
    const value = new Date(iso);
    return Number.isNaN(value.getTime()) ? iso : fmt.date.format(value);
  };
  return (
    <Card.Root variant="outline" size="sm" as="section" aria-labelledby="referred-heading">
      <Card.Header>
        <HStack justify="space-between" wrap="wrap">
          <Heading as="h2" size="sm" id="referred-heading">
            {t('referralLinks.record.companies')}
          </Heading>
          <Text textStyle="sm" color="fg.muted">
            {t('referralLinks.record.companiesCount', { count: companies.length })}
          </Text>
        </HStack>
      </Card.Header>
      <Card.Body>
        {companies.length === 0 ? (
          <EmptyState title={t('referralLinks.record.noCompanies')} />
        ) : (
          <Table.ScrollArea>
            <Table.Root size="sm" aria-labelledby="referred-heading">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('referralLinks.record.company')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('referralLinks.record.registered')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">
                    {t('referralLinks.record.deposits')}
                  </Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {companies.map((company) => (
                  <Table.Row key={company.id} data-testid="referred-company">
                    <Table.Cell>
                      <Link asChild colorPalette="brand">
                        <RouterLink to={companyPath(company.id)}>{company.name}</RouterLink>
                      </Link>
                    </Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{date(company.created_at)}</Table.Cell>
                    <Table.Cell textAlign="end" whiteSpace="nowrap">
                      {formatMoney(company.deposits_sum, company.currency ?? link.currency, fmt) ??
                        company.deposits_sum}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
      </Card.Body>
    </Card.Root>
  );
}

/**
 * `/manage/referral-links/:id`: a referral link's address (with a copy button), owner, bonus, whether it is active,
 * what it brought (registrations, the sum of their deposits) and the companies registered through it; Edit.
 */
export default function ReferralLinkRecordScreen() {
  const { t } = useTranslation('manage');
  const fmt = useCellFormat();
  const { id } = useParams();
  const linkId = Number(id);
  const navigate = useNavigate();
  const location = useLocation();
  const { data, isPending, error, refetch } = useRecord(referralLinks, linkId);
  const link = data?.record;

  const actions: RecordAction[] = link
    ? [
        {
          key: 'edit',
          label: t('referralLinks.editAction'),
          icon: <EditIcon />,
          primary: true,
          onClick: () =>
            void navigate(`${referralLinkPath(linkId)}/edit`, { state: { from: location.pathname } }),
        },
      ]
    : [];

  return (
    <RecordScreen
      title={link?.name}
      subtitle={link ? <Code>{link.code}</Code> : undefined}
      status={
        link ? (
          <Badge colorPalette={link.is_active ? 'green' : 'gray'} data-testid="link-active">
            {link.is_active ? t('referralLinks.active') : t('referralLinks.inactive')}
          </Badge>
        ) : undefined
      }
      back={{ to: listingUrl(REFERRAL_LINKS_PATH), label: t('nav.referralLinks') }}
      basePath={referralLinkPath(linkId)}
      actions={actions}
      isLoading={isPending}
      error={error}
      onRetry={() => void refetch()}
    >
      {link ? (
        <Stack gap="6">
          <FactList
            facts={[
              {
                label: t('referralLinks.fields.url'),
                value: link.url ? (
                  <HStack gap="2" wrap="wrap" align="center">
                    <Code wordBreak="break-all" data-testid="link-url">
                      {link.url}
                    </Code>
                    <CopyButton value={link.url} label={t('referralLinks.copyUrl')} />
                  </HStack>
                ) : null,
              },
              { label: t('referralLinks.fields.owner'), value: link.owner_name || `#${link.owner_id}` },
              {
                label: t('referralLinks.fields.bonus'),
                value: t('referralLinks.bonusValue', { value: fmt.number.format(link.bonus_percent) }),
              },
              {
                label: t('referralLinks.record.registrations'),
                value: fmt.number.format(link.registrations_count ?? 0),
                keepEmpty: true,
              },
              {
                label: t('referralLinks.record.depositsSum'),
                value: formatMoney(link.deposits_sum ?? '0', link.currency, fmt) ?? link.deposits_sum,
                keepEmpty: true,
              },
            ]}
          />
          <Companies link={link} />
        </Stack>
      ) : null}
    </RecordScreen>
  );
}
