import { useMemo, type ReactNode } from 'react';
import { useCan, useIsAdmin, type NavItem, type RemoteNav, useTranslation } from '@panel/shared-core';
import { Link as RouterLink, useLocation } from '@panel/shared-core/router';
import {
  AlertIcon,
  Box,
  HStack,
  IconButton,
  Link,
  Portal,
  RefreshIcon,
  Skeleton,
  Stack,
  Text,
  VisuallyHidden,
  getNavIcon,
} from '@panel/shared-core/ui';
import { Tooltip } from '@panel/shared-core/ui-heavy';
import { REMOTE_NAMES, type RemoteName } from '../../config/runtime-config';
import { REMOTE_MOUNTS, remoteForPath } from '../../federation/remote-registry';
import { navItemFor, visibleItems } from '../../federation/route-gate';
import { useRemoteNav } from '../../federation/use-remote-nav';
import { humanizeKey, useNamespaceReady } from './use-namespace-ready';

// Only administrators use these areas. When their menu fails to load, a company user is not told about
// a section they could not open anyway; an administrator is.
const ADMIN_AREAS: readonly RemoteName[] = ['manage', 'users'];

type NavQuery = ReturnType<typeof useRemoteNav>;

interface Section {
  name: RemoteName;
  query: NavQuery;
  items: NavItem[];
}

export interface SidebarNavProps {
  /** Icons only, labels in tooltips (the `sidebarUnfoldable` setting). */
  narrow?: boolean;
  id?: string;
}

/**
 * The menu of every remote, from their nav.json (no remote code is fetched to draw it): only the items
 * the user may open, grouped, with the current page marked. A remote whose menu failed shows one quiet
 * line with a retry, never an error page.
 */
export function SidebarNav({ narrow = false, id }: SidebarNavProps) {
  const { t } = useTranslation('shell');
  const can = useCan();
  const isAdmin = useIsAdmin();
  const { pathname } = useLocation();
  const queries: Record<RemoteName, NavQuery> = {
    client: useRemoteNav('client'),
    manage: useRemoteNav('manage'),
    users: useRemoteNav('users'),
  };

  const sections: Section[] = REMOTE_NAMES.map((name) => {
    const query = queries[name];
    return { name, query, items: query.data ? visibleItems(query.data, can) : [] };
  }).filter(({ name, query, items }) => {
    if (items.length > 0) return true;
    const adminArea = ADMIN_AREAS.includes(name);
    if (query.isPending) return !adminArea || isAdmin;
    if (query.isError) return !adminArea || isAdmin;
    return false;
  });

  const activeArea = remoteForPath(pathname);

  return (
    <Box as="nav" id={id} aria-label={t('layout.navigation')} py="3" px={narrow ? '2' : '3'}>
      <Stack gap="4">
        {sections.map((section) => (
          <NavSection
            key={section.name}
            section={section}
            narrow={narrow}
            titled={sections.length > 1}
            relativePath={
              activeArea === section.name ? pathname.slice(REMOTE_MOUNTS[section.name].length) || '/' : null
            }
          />
        ))}
      </Stack>
    </Box>
  );
}

function NavSkeleton({ narrow }: { narrow: boolean }) {
  return (
    <Stack gap="2" aria-hidden="true" data-testid="nav-skeleton">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} height="8" width={narrow ? '10' : 'full'} rounded="md" />
      ))}
    </Stack>
  );
}

function NavSection({
  section,
  narrow,
  titled,
  relativePath,
}: {
  section: Section;
  narrow: boolean;
  titled: boolean;
  relativePath: string | null;
}) {
  const { t } = useTranslation('shell');
  const { name, query, items } = section;
  const areaLabel = t(`areas.${name}`);
  const headingId = `nav-area-${name}`;

  let body: ReactNode;
  if (query.isPending) body = <NavSkeleton narrow={narrow} />;
  else if (query.isError) {
    body = (
      <HStack
        gap="2"
        px={narrow ? '1' : '3'}
        py="1"
        color="fg.muted"
        textStyle="xs"
        data-testid={`nav-unavailable-${name}`}
      >
        <AlertIcon flexShrink={0} aria-hidden="true" />
        {narrow ? (
          <VisuallyHidden>{t('layout.nav.unavailable')}</VisuallyHidden>
        ) : (
          <Text flex="1">{t('layout.nav.unavailable')}</Text>
        )}
        <IconButton
          size="2xs"
          variant="ghost"
          aria-label={t('layout.nav.retry', { area: areaLabel })}
          title={t('layout.nav.retry', { area: areaLabel })}
          loading={query.isFetching}
          onClick={() => void query.refetch()}
        >
          <RefreshIcon />
        </IconButton>
      </HStack>
    );
  } else
    body = (
      <NavGroups
        nav={query.data}
        items={items}
        mount={REMOTE_MOUNTS[name]}
        narrow={narrow}
        relativePath={relativePath}
      />
    );

  const showTitle = titled || query.isError;
  return (
    <Box
      role="group"
      aria-labelledby={showTitle ? headingId : undefined}
      aria-label={showTitle ? undefined : areaLabel}
      data-testid={`nav-section-${name}`}
    >
      {showTitle ? (
        narrow ? (
          <VisuallyHidden id={headingId}>{areaLabel}</VisuallyHidden>
        ) : (
          <Text
            id={headingId}
            px="3"
            pb="1"
            textStyle="xs"
            fontWeight="semibold"
            textTransform="uppercase"
            letterSpacing="wider"
            color="fg.muted"
          >
            {areaLabel}
          </Text>
        )
      ) : null}
      {body}
    </Box>
  );
}

function NavGroups({
  nav,
  items,
  mount,
  narrow,
  relativePath,
}: {
  nav: RemoteNav;
  items: NavItem[];
  mount: string;
  narrow: boolean;
  relativePath: string | null;
}) {
  // The shell's namespace is always loaded; asking for the remote's one here would suspend the whole layout.
  const { t } = useTranslation('shell');
  const ready = useNamespaceReady(nav.namespace);
  const active = useMemo(
    () => (relativePath === null ? null : navItemFor({ ...nav, items }, relativePath)),
    [nav, items, relativePath],
  );
  const groups = useMemo(() => {
    const byKey = new Map<string, NavItem[]>();
    for (const item of items) {
      const key = item.groupKey ?? '';
      byKey.set(key, [...(byKey.get(key) ?? []), item]);
    }
    return [...byKey.entries()];
  }, [items]);

  if (!ready) return <NavSkeleton narrow={narrow} />;
  const label = (key: string) => t(key, { ns: nav.namespace, defaultValue: humanizeKey(key) });

  return (
    <Stack gap="3">
      {groups.map(([groupKey, groupItems]) => {
        const groupId = `nav-group-${mount.slice(1)}-${groupKey.replace(/[^a-zA-Z0-9_-]/g, '-')}`;
        const showHeading = groupKey !== '' && !narrow;
        return (
          <Box key={groupKey || '-'}>
            {showHeading ? (
              <Text id={groupId} px="3" py="1" textStyle="xs" color="fg.muted" fontWeight="medium">
                {label(groupKey)}
              </Text>
            ) : null}
            <Stack
              as="ul"
              gap="0.5"
              listStyleType="none"
              m="0"
              p="0"
              aria-labelledby={showHeading ? groupId : undefined}
              aria-label={!showHeading && groupKey ? label(groupKey) : undefined}
            >
              {groupItems.map((item) => (
                <Box as="li" key={item.to}>
                  <NavEntry
                    to={`${mount}${item.to === '/' ? '' : item.to}`}
                    label={label(item.labelKey)}
                    icon={item.icon}
                    current={item === active}
                    narrow={narrow}
                  />
                </Box>
              ))}
            </Stack>
          </Box>
        );
      })}
    </Stack>
  );
}

function NavEntry({
  to,
  label,
  icon,
  current,
  narrow,
}: {
  to: string;
  label: string;
  icon?: string;
  current: boolean;
  narrow: boolean;
}) {
  const { i18n } = useTranslation();
  const Icon = getNavIcon(icon);
  const link = (
    <Link
      asChild
      display="flex"
      alignItems="center"
      gap="3"
      px="3"
      py="2"
      minH="9"
      justifyContent={narrow ? 'center' : 'flex-start'}
      rounded="md"
      textStyle="sm"
      color="fg.muted"
      textDecoration="none"
      _hover={{ bg: 'bg.muted', color: 'fg', textDecoration: 'none' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '-2px' }}
      _currentPage={{ bg: 'brand.subtle', color: 'brand.fg', fontWeight: 'semibold' }}
      colorPalette="brand"
    >
      <RouterLink to={to} aria-current={current ? 'page' : undefined}>
        <Icon boxSize="5" flexShrink={0} aria-hidden="true" />
        {narrow ? (
          <VisuallyHidden>{label}</VisuallyHidden>
        ) : (
          <Text as="span" truncate>
            {label}
          </Text>
        )}
      </RouterLink>
    </Link>
  );
  if (!narrow) return link;
  return (
    // Beside the narrow rail, on the content's side: the right in left-to-right languages, the left in Arabic.
    <Tooltip.Root
      positioning={{ placement: i18n.dir() === 'rtl' ? 'left' : 'right' }}
      openDelay={200}
      closeDelay={0}
    >
      <Tooltip.Trigger asChild>{link}</Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content>{label}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}
