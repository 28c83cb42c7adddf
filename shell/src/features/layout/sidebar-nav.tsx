import { useMemo, type ReactNode } from 'react';
import { useCan, useIsAdmin, type NavItem, type RemoteNav, useTranslation } from '@panel/shared-core';
import { Link as RouterLink, useLocation } from '@panel/shared-core/router';
import {
  AlertIcon,
  Box,
  HStack,
  IconButton,
  Portal,
  RefreshIcon,
  Skeleton,
  Stack,
  Text,
  VisuallyHidden,
  getNavIcon,
  type SystemStyleObject,
} from '@panel/shared-core/ui';
import { Tooltip } from '@panel/shared-core/ui-heavy';
import { REMOTE_NAMES, type RemoteName } from '../../config/runtime-config';
import { REMOTE_MOUNTS, remoteForPath } from '../../federation/remote-registry';
import { navItemFor, visibleItems } from '../../federation/route-gate';
import { useRemoteNav } from '../../federation/use-remote-nav';
import { humanizeKey, useNamespaceReady } from './use-namespace-ready';

/**
 * How the menu's own markup looks: one style object for every link, heading and list, resolved once for the menu
 * instead of once per element (the links used to be Chakra components with a dozen style props each).
 */
const navCss: SystemStyleObject = {
  '& .nav-area': {
    px: '3',
    pb: '1',
    fontSize: 'xs',
    lineHeight: '1rem',
    fontWeight: 'semibold',
    textTransform: 'uppercase',
    letterSpacing: 'wider',
    color: 'fg.muted',
  },
  '& .nav-groups': { display: 'flex', flexDirection: 'column', gap: '3' },
  '& .nav-group': {
    px: '3',
    py: '1',
    fontSize: 'xs',
    lineHeight: '1rem',
    color: 'fg.muted',
    fontWeight: 'medium',
  },
  '& ul': { display: 'flex', flexDirection: 'column', gap: '0.5', listStyleType: 'none', m: '0', p: '0' },
  '& .nav-link': {
    display: 'flex',
    alignItems: 'center',
    gap: '3',
    px: '3',
    py: '2',
    minH: '9',
    justifyContent: 'flex-start',
    rounded: 'md',
    fontSize: 'sm',
    lineHeight: '1.25rem',
    color: 'fg.muted',
    textDecoration: 'none',
    _hover: { bg: 'bg.muted', color: 'fg' },
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '-2px' },
    '&[aria-current=page]': { bg: 'brand.subtle', color: 'brand.fg', fontWeight: 'semibold' },
  },
  '&[data-narrow] .nav-link': { justifyContent: 'center' },
  '& .nav-icon': { width: '5', height: '5', flexShrink: 0 },
  '& .nav-label': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minW: '0' },
};

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
    <Box
      as="nav"
      id={id}
      aria-label={t('layout.navigation')}
      py="3"
      px={narrow ? '2' : '3'}
      css={navCss}
      data-narrow={narrow || undefined}
    >
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
          <p id={headingId} className="nav-area">
            {areaLabel}
          </p>
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
    <div className="nav-groups">
      {groups.map(([groupKey, groupItems]) => {
        const groupId = `nav-group-${mount.slice(1)}-${groupKey.replace(/[^a-zA-Z0-9_-]/g, '-')}`;
        const showHeading = groupKey !== '' && !narrow;
        return (
          <div key={groupKey || '-'}>
            {showHeading ? (
              <p id={groupId} className="nav-group">
                {label(groupKey)}
              </p>
            ) : null}
            <ul
              aria-labelledby={showHeading ? groupId : undefined}
              aria-label={!showHeading && groupKey ? label(groupKey) : undefined}
            >
              {groupItems.map((item) => (
                <li key={item.to}>
                  <NavEntry
                    to={`${mount}${item.to === '/' ? '' : item.to}`}
                    label={label(item.labelKey)}
                    icon={item.icon}
                    current={item === active}
                    narrow={narrow}
                  />
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </div>
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
  // Plain elements styled by the menu's one style object (navCss), the icon without style props: a cold page draws
  // twenty of these, which as Chakra components with a dozen style props each kept the style engine busy for longer
  // than the screen took (docs/performance.md, "Eleventh pass").
  const Icon = getNavIcon(icon);
  const link = (
    <RouterLink to={to} className="nav-link" aria-current={current ? 'page' : undefined}>
      <Icon className="nav-icon" aria-hidden="true" />
      {narrow ? <VisuallyHidden>{label}</VisuallyHidden> : <span className="nav-label">{label}</span>}
    </RouterLink>
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
