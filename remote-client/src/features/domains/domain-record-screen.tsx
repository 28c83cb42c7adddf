import { isApiError, useTranslation } from '@panel/shared-core';
import { listingKeys, listingUrl } from '@panel/shared-core/listing';
import { useMutation, useQuery, useQueryClient } from '@panel/shared-core/query';
import { FactList, RecordScreen } from '@panel/shared-core/record-view';
import { Link as RouterLink, useParams } from '@panel/shared-core/router';
import {
  Alert,
  Badge,
  Box,
  Card,
  Code,
  HStack,
  Heading,
  Link,
  List,
  RefreshIcon,
  SimpleGrid,
  Stack,
  Text,
} from '@panel/shared-core/ui';
import { notify } from '@panel/shared-core/ui-heavy';
import { CopyButton } from '@panel/shared-core/ui-extra';
import { domainKeys, domainsApi, type DnsZone, type Domain } from '../../api/domains';
import { useDomainActions } from './domain-actions';
import { DOMAINS_PATH } from './paths';

const STATUS_COLOR: Record<Domain['status'], string> = {
  pending: 'orange',
  active: 'green',
  disabled: 'gray',
  error: 'red',
};
const SSL_COLOR: Record<Domain['ssl_status'], string> = {
  none: 'gray',
  pending: 'orange',
  active: 'green',
  failed: 'red',
};
const VERIFY_COLOR = { pending: 'orange', verified: 'green', failed: 'red' } as const;

function useRelativeTime() {
  const { i18n } = useTranslation();
  const rtf = new Intl.RelativeTimeFormat(i18n.language, { numeric: 'auto' });
  return (iso: string | null) => {
    if (!iso) return null;
    const seconds = Math.round((Date.parse(iso) - Date.now()) / 1000);
    if (Math.abs(seconds) < 60) return rtf.format(seconds, 'second');
    const minutes = Math.round(seconds / 60);
    if (Math.abs(minutes) < 60) return rtf.format(minutes, 'minute');
    const hours = Math.round(minutes / 60);
    if (Math.abs(hours) < 24) return rtf.format(hours, 'hour');
    return rtf.format(Math.round(hours / 24), 'day');
  };
}

function DnsRecords({ zone }: { zone: DnsZone }) {
  const { t } = useTranslation('client');
  return (
    <Stack as="ul" gap="3" listStyleType="none" m="0" p="0" aria-label={t('domains.records')}>
      {zone.records.map((record) => (
        <Box
          as="li"
          key={`${record.type}-${record.name}`}
          borderWidth="1px"
          borderRadius="l2"
          p="3"
          data-testid="dns-record"
        >
          <HStack gap="2" mb="2">
            <Badge colorPalette="blue" variant="solid">
              {record.type}
            </Badge>
            <Text textStyle="xs" color="fg.muted">
              {t('domains.ttl', { ttl: record.ttl })}
            </Text>
          </HStack>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            <Stack gap="1" minW="0">
              <Text textStyle="xs" color="fg.muted">
                {t('domains.recordName')}
              </Text>
              <HStack gap="2" minW="0">
                <Code wordBreak="break-all">{record.name}</Code>
                <CopyButton
                  iconOnly
                  value={record.name}
                  label={t('domains.copyName', { type: record.type, name: record.name })}
                />
              </HStack>
            </Stack>
            <Stack gap="1" minW="0">
              <Text textStyle="xs" color="fg.muted">
                {t('domains.recordValue')}
              </Text>
              <HStack gap="2" minW="0">
                <Code wordBreak="break-all" data-testid="dns-value">
                  {record.value}
                </Code>
                <CopyButton
                  iconOnly
                  value={record.value}
                  label={t('domains.copyValue', { type: record.type, name: record.name })}
                />
              </HStack>
            </Stack>
          </SimpleGrid>
        </Box>
      ))}
    </Stack>
  );
}

/**
 * `/client/domains/:id`: the guided connection of a domain. The DNS records to create (each with a copy button), the
 * nameservers, where verification stands and when it was last checked, "Check again", the SSL certificate, and what
 * to do when verification fails.
 */
export default function DomainRecordScreen() {
  const { t } = useTranslation('client');
  const { id } = useParams();
  const domainId = Number(id);
  const queryClient = useQueryClient();
  const ago = useRelativeTime();
  const zone = useQuery({
    queryKey: domainKeys.zone(domainId),
    queryFn: ({ signal }) => domainsApi.dnsZone(domainId, signal),
  });
  const check = useMutation({
    mutationFn: () => domainsApi.check(domainId),
    onSuccess: (answer) => {
      queryClient.setQueryData(domainKeys.zone(domainId), answer);
      void queryClient.invalidateQueries({ queryKey: listingKeys.listing('client', 'domains') });
      const status = answer.verification.status;
      const text = answer.message ?? t(`domains.checkResult.${status}`);
      if (status === 'verified') notify.success(text);
      else if (status === 'failed') notify.error(text);
      else notify.info(text);
    },
    onError: (error) => {
      notify.error(isApiError(error) && error.message ? error.message : t('domains.checkFailed'));
    },
  });
  const data = zone.data;
  const domain = data?.domain;
  const verification = data?.verification;
  const checkedAgo = ago(verification?.checked_at ?? domain?.checked_at ?? null);
  const own = useDomainActions(domain);
  return (
    <RecordScreen
      title={domain?.name}
      status={
        domain ? (
          <Badge colorPalette={STATUS_COLOR[domain.status]}>{t(`domains.status.${domain.status}`)}</Badge>
        ) : undefined
      }
      back={{ to: listingUrl(DOMAINS_PATH), label: t('nav.domains') }}
      basePath={`${DOMAINS_PATH}/${domainId}`}
      isLoading={zone.isPending}
      error={zone.error}
      onRetry={() => void zone.refetch()}
      actions={
        domain
          ? [
              {
                key: 'check',
                label: t('domains.checkAgain'),
                icon: <RefreshIcon />,
                primary: true,
                loading: check.isPending,
                onClick: () => check.mutate(),
              },
              ...own.actions,
            ]
          : []
      }
    >
      {own.dialog}
      {data && domain && verification ? (
        <Stack gap="6">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <Card.Root variant="outline" size="sm" as="section" aria-labelledby="verification-heading">
              <Card.Header>
                <Heading as="h2" size="sm" id="verification-heading">
                  {t('domains.verification')}
                </Heading>
              </Card.Header>
              <Card.Body>
                <Stack gap="2">
                  <HStack gap="2" wrap="wrap">
                    <Badge colorPalette={VERIFY_COLOR[verification.status]} data-testid="verification-status">
                      {t(`domains.verify.${verification.status}`)}
                    </Badge>
                    {checkedAgo ? (
                      <Text textStyle="sm" color="fg.muted">
                        {t('domains.checkedAgo', { ago: checkedAgo })}
                      </Text>
                    ) : null}
                  </HStack>
                  {verification.message ? <Text textStyle="sm">{verification.message}</Text> : null}
                </Stack>
              </Card.Body>
            </Card.Root>
            <Card.Root variant="outline" size="sm" as="section" aria-labelledby="ssl-heading">
              <Card.Header>
                <Heading as="h2" size="sm" id="ssl-heading">
                  {t('domains.ssl')}
                </Heading>
              </Card.Header>
              <Card.Body>
                <Stack gap="2">
                  <Badge
                    alignSelf="start"
                    colorPalette={SSL_COLOR[domain.ssl_status]}
                    data-testid="ssl-status"
                  >
                    {t(`domains.sslStatus.${domain.ssl_status}`)}
                  </Badge>
                  <Text textStyle="sm" color="fg.muted">
                    {t(`domains.sslHint.${domain.ssl_status}`)}
                  </Text>
                </Stack>
              </Card.Body>
            </Card.Root>
          </SimpleGrid>
          {verification.status === 'failed' ? (
            <Alert.Root status="error" data-testid="verification-help">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{t('domains.failedTitle')}</Alert.Title>
                <Alert.Description>
                  <List.Root ps="4" mt="1">
                    <List.Item>{t('domains.failed1')}</List.Item>
                    <List.Item>{t('domains.failed2')}</List.Item>
                    <List.Item>{t('domains.failed3')}</List.Item>
                    <List.Item>{t('domains.failed4')}</List.Item>
                  </List.Root>
                </Alert.Description>
              </Alert.Content>
            </Alert.Root>
          ) : null}
          <Card.Root variant="outline" size="sm" as="section" aria-labelledby="records-heading">
            <Card.Header>
              <Heading as="h2" size="sm" id="records-heading">
                {t('domains.records')}
              </Heading>
              <Text textStyle="sm" color="fg.muted">
                {t('domains.recordsHint')}
              </Text>
            </Card.Header>
            <Card.Body>
              <DnsRecords zone={data} />
            </Card.Body>
          </Card.Root>
          <Card.Root variant="outline" size="sm" as="section" aria-labelledby="ns-heading">
            <Card.Header>
              <Heading as="h2" size="sm" id="ns-heading">
                {t('domains.nameservers')}
              </Heading>
              <Text textStyle="sm" color="fg.muted">
                {t('domains.nameserversHint')}
              </Text>
            </Card.Header>
            <Card.Body>
              <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
                {data.nameservers.map((server) => (
                  <HStack as="li" key={server} gap="2">
                    <Code>{server}</Code>
                    <CopyButton
                      iconOnly
                      value={server}
                      label={t('domains.copyNameserver', { name: server })}
                    />
                  </HStack>
                ))}
              </Stack>
            </Card.Body>
          </Card.Root>
          <FactList
            facts={[
              { label: t('domains.fields.type'), value: t(`domains.type.${domain.type}`) },
              {
                label: t('domains.fields.application'),
                value:
                  domain.application_id !== null ? (
                    <Link asChild>
                      <RouterLink to={`/client/applications/${domain.application_id}`}>
                        {domain.application_name || `#${domain.application_id}`}
                      </RouterLink>
                    </Link>
                  ) : (
                    t('domains.noApplication')
                  ),
              },
            ]}
          />
        </Stack>
      ) : null}
    </RecordScreen>
  );
}
