import type { ReactNode } from 'react';
import type { TFunction } from '@panel/shared-core';
import { useRemoteDirectory, type RemoteHealth, useTranslation } from '@panel/shared-core';
import { useQueries, useQuery } from '@panel/shared-core/query';
import {
  Badge,
  Box,
  Button,
  Card,
  Code,
  EmptyState,
  ErrorState,
  Flex,
  Heading,
  PageHeader,
  RefreshIcon,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@panel/shared-core/ui';
import { DataList } from '@panel/shared-core/ui-extra';
import { clientErrorsKey, latestClientErrors, type ReceivedClientError } from '../../api/client-errors';

/** How many of each section's latest errors the screen lists. */
const ERRORS_SHOWN = 5;

const healthKey = (name: string) => ['manage', 'remote-health', name] as const;

/**
 * `/manage/system/remotes`: each remote the shell runs, as its manifest describes it now: where it is, its version
 * and build time, the shared-core it was built with, whether it answers and how long its manifest took. Read in the
 * browser, from the same addresses the panel loads the remotes from, so it shows what users get.
 */
export default function RemotesScreen() {
  const { t } = useTranslation('manage');
  const directory = useRemoteDirectory();
  const names = directory?.names ?? [];
  const checks = useQueries({
    queries: names.map((name) => ({
      queryKey: healthKey(name),
      queryFn: () => directory!.check(name),
      // Each visit and each "check again" reads the manifests anew.
      staleTime: 0,
      gcTime: 0,
      retry: false,
    })),
  });
  const checking = checks.some((check) => check.isFetching);
  const refresh = (
    <Button
      size="sm"
      variant="outline"
      loading={checking}
      loadingText={t('remotes.checking')}
      onClick={() => checks.forEach((check) => void check.refetch())}
      disabled={!directory}
    >
      <RefreshIcon />
      {t('remotes.checkAgain')}
    </Button>
  );
  return (
    <Box>
      <PageHeader title={t('remotes.title')} description={t('remotes.description')} actions={refresh} />
      {!directory ? (
        <EmptyState title={t('remotes.noShell.title')} description={t('remotes.noShell.text')} />
      ) : (
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4" aria-busy={checking}>
          {names.map((name, index) => {
            const check = checks[index];
            return (
              <RemoteCard
                key={name}
                name={name}
                url={directory.manifestUrl(name)}
                coreVersion={directory.coreVersion}
                health={check?.data}
              />
            );
          })}
        </SimpleGrid>
      )}
      <LatestErrors areas={['shell', ...names]} />
    </Box>
  );
}

/**
 * The newest errors the panel's pages reported (docs/error-reporting.md), by section: the shell's and each remote's,
 * each error with its kind, page, time, version and how often the page saw it.
 */
function LatestErrors({ areas }: { areas: string[] }) {
  const { t, i18n } = useTranslation('manage');
  const errors = useQuery({ queryKey: clientErrorsKey, queryFn: ({ signal }) => latestClientErrors(signal) });
  const dateTime = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'medium' });
  const rows = errors.data ?? [];
  const byArea = (area: string) => rows.filter((row) => row.area === area).slice(0, ERRORS_SHOWN);
  const label = (area: string) =>
    area === 'shell' ? t('remotes.errors.shell') : t(`remotes.names.${area}`, { defaultValue: area });
  return (
    <Box as="section" aria-labelledby="latest-errors" mt="8" data-testid="latest-errors">
      <Heading as="h2" size="lg" id="latest-errors">
        {t('remotes.errors.title')}
      </Heading>
      <Text color="fg.muted" fontSize="sm" mb="4">
        {t('remotes.errors.description')}
      </Text>
      {errors.isPending ? (
        <Stack gap="2" aria-busy="true">
          <Skeleton h="12" />
          <Skeleton h="12" />
        </Stack>
      ) : errors.isError ? (
        <ErrorState
          title={t('remotes.errors.failed')}
          action={
            <Button size="sm" onClick={() => void errors.refetch()}>
              {t('remotes.errors.retry')}
            </Button>
          }
        />
      ) : rows.length === 0 ? (
        <EmptyState title={t('remotes.errors.none')} />
      ) : (
        <Stack gap="6">
          {areas
            .filter((area) => byArea(area).length > 0)
            .map((area) => (
              <Box key={area} as="section" aria-label={label(area)} data-testid={`errors-${area}`}>
                <Heading as="h3" size="sm" mb="2">
                  {label(area)}
                </Heading>
                <Stack as="ul" gap="2" listStyleType="none">
                  {byArea(area).map((row, index) => (
                    <ErrorRow
                      key={`${row.received_at}-${index}`}
                      row={row}
                      when={dateTime.format(new Date(row.time))}
                    />
                  ))}
                </Stack>
              </Box>
            ))}
        </Stack>
      )}
    </Box>
  );
}

function ErrorRow({ row, when }: { row: ReceivedClientError; when: string }) {
  const { t } = useTranslation('manage');
  return (
    <Box as="li" borderWidth="1px" borderRadius="l2" p="3" data-testid="client-error">
      <Flex gap="2" wrap="wrap" align="center">
        <Badge colorPalette={row.kind === 'csp' ? 'orange' : 'red'}>
          {t(`remotes.errors.kinds.${row.kind}`)}
        </Badge>
        <Text fontSize="sm" color="fg.muted">
          {t('remotes.errors.seen', { count: row.count })}
        </Text>
        {row.version ? (
          <Text fontSize="sm" color="fg.muted">
            {t('remotes.errors.version', { version: row.version })}
          </Text>
        ) : null}
      </Flex>
      <Text mt="1" fontFamily="mono" fontSize="sm" wordBreak="break-word" dir="ltr">
        {row.message}
      </Text>
      <Text fontSize="xs" color="fg.muted" dir="auto">
        <Code dir="ltr">{row.route}</Code> · {when}
      </Text>
    </Box>
  );
}

/** The shell's words for a failed read (`HTTP 404`, `network error`, `not a manifest`), in the user's language. */
function problemText(problem: string, t: TFunction): string {
  const status = /^HTTP (\d+)$/.exec(problem)?.[1];
  if (status) return t('remotes.problems.http', { status });
  if (problem === 'network error') return t('remotes.problems.network');
  if (problem === 'not a manifest') return t('remotes.problems.invalid');
  return t('remotes.problems.other', { problem });
}

function RemoteCard({
  name,
  url,
  coreVersion,
  health,
}: {
  name: string;
  url: string;
  coreVersion: string;
  health: RemoteHealth | undefined;
}) {
  const { t, i18n } = useTranslation('manage');
  const headingId = `remote-${name}`;
  const dateTime = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const number = new Intl.NumberFormat(i18n.language);
  const state = !health
    ? null
    : !health.reachable
      ? { label: t('remotes.state.down'), palette: 'red' }
      : health.compatible === false
        ? { label: t('remotes.state.incompatible'), palette: 'orange' }
        : { label: t('remotes.state.up'), palette: 'green' };
  const build = health?.build;
  const missing = t('remotes.unknown');
  const facts: [string, ReactNode][] = health
    ? [
        [t('remotes.fields.version'), build?.version ?? missing],
        [
          t('remotes.fields.buildTime'),
          build?.buildTime ? dateTime.format(new Date(build.buildTime)) : missing,
        ],
        [t('remotes.fields.build'), build?.buildId ? <Code key="id">{build.buildId}</Code> : missing],
        [
          t('remotes.fields.sharedCore'),
          build?.sharedCore
            ? t('remotes.sharedCoreOf', { built: build.sharedCore, provided: coreVersion })
            : missing,
        ],
        [t('remotes.fields.responseTime'), t('remotes.ms', { ms: number.format(health.ms) })],
        [t('remotes.fields.checkedAt'), dateTime.format(new Date(health.checkedAt))],
      ]
    : [];
  return (
    <Card.Root as="section" aria-labelledby={headingId} data-testid={`remote-health-${name}`}>
      <Card.Header>
        <Flex justify="space-between" align="center" gap="2" wrap="wrap">
          <Heading as="h2" size="md" id={headingId}>
            {t(`remotes.names.${name}`, { defaultValue: name })}
          </Heading>
          {state ? (
            <Badge colorPalette={state.palette} size="md" data-testid="remote-state">
              {state.label}
            </Badge>
          ) : (
            <Skeleton h="5" w="20" />
          )}
        </Flex>
        <Text fontSize="sm" color="fg.muted" wordBreak="break-all">
          {url}
        </Text>
      </Card.Header>
      <Card.Body>
        {!health ? (
          <Stack gap="2" aria-hidden="true">
            <Skeleton h="4" />
            <Skeleton h="4" />
            <Skeleton h="4" />
          </Stack>
        ) : (
          <Stack gap="3">
            {health.problem ? (
              <Text color="fg.error" fontSize="sm" data-testid="remote-problem">
                {problemText(health.problem, t)}
              </Text>
            ) : null}
            <DataList.Root orientation="horizontal" size="sm">
              {facts.map(([label, value]) => (
                <DataList.Item key={label}>
                  <DataList.ItemLabel>{label}</DataList.ItemLabel>
                  <DataList.ItemValue>{value}</DataList.ItemValue>
                </DataList.Item>
              ))}
            </DataList.Root>
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
