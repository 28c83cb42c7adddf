import {
  Fragment,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';
import { i18n, isApiError, useDeclareRecordName, useLanguage, useTranslation } from '@panel/shared-core';
import { useShortcut } from '@panel/shared-core/keyboard';
import { Link as RouterLink, NavLink, useLocation } from '@panel/shared-core/router';
import {
  Badge,
  Box,
  Button,
  ErrorState,
  Flex,
  HStack,
  Heading,
  Skeleton,
  SkeletonText,
  Stack,
  Text,
  UserText,
  ChevronLeftIcon,
  MoreVerticalIcon,
  Portal,
  chakra,
} from '@panel/shared-core/ui';
import { Menu } from '@panel/shared-core/ui-heavy';

export interface RecordAction {
  /** `edit` is the record's edit: the `e` key runs it too (listed on the shortcut sheet). */
  key: string;
  label: string;
  icon?: ReactElement;
  onClick: () => void;
  loading?: boolean;
  disabled?: boolean;
  destructive?: boolean;
  /** The main action is a filled button. */
  primary?: boolean;
}

export interface RecordTab {
  /** Relative to the record's path: `''` for the first tab, `comments`, `installs`... */
  to: string;
  label: ReactNode;
  /** A count beside the label. */
  count?: number;
}

export interface RecordScreenProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** A badge beside the title (the status). */
  status?: ReactNode;
  /** A picture before the title (an icon). */
  media?: ReactNode;
  back: { to: string; label: string };
  actions?: RecordAction[];
  /** What the user must know about the record before acting on it (a deactivated record, who can restore it). */
  notice?: ReactNode;
  tabs?: RecordTab[];
  /** The record's path (`/client/applications/42`), which the tabs are relative to. */
  basePath: string;
  isLoading?: boolean;
  error?: unknown;
  onRetry?: () => void;
  /** The current tab's content (an `<Outlet />`). */
  children?: ReactNode;
}

function ActionButtons({ actions }: { actions: RecordAction[] }) {
  const { t } = useTranslation('record');
  if (actions.length === 0) return null;
  return (
    <>
      {/* Wide screens: every action is a button. */}
      <HStack gap="2" wrap="wrap" display={{ base: 'none', md: 'flex' }}>
        {actions.map((action) => (
          <Button
            key={action.key}
            // Names the action apart from its label, for the accessibility walk, which opens every edit form
            // (e2e/tests/accessibility/walk.spec.ts) in any language.
            data-action={action.key}
            size="sm"
            variant={action.primary ? 'solid' : 'outline'}
            colorPalette={action.primary ? 'brand' : action.destructive ? 'red' : undefined}
            loading={action.loading}
            disabled={action.disabled}
            onClick={action.onClick}
          >
            {action.icon}
            {action.label}
          </Button>
        ))}
      </HStack>
      {/* Phones: the main action stays a button, the others go in a menu. */}
      <HStack gap="2" display={{ base: 'flex', md: 'none' }}>
        {actions
          .filter((action) => action.primary)
          .map((action) => (
            <Button
              key={action.key}
              size="sm"
              colorPalette="brand"
              loading={action.loading}
              disabled={action.disabled}
              onClick={action.onClick}
            >
              {action.icon}
              {action.label}
            </Button>
          ))}
        {actions.some((action) => !action.primary) ? (
          <Menu.Root positioning={{ placement: 'bottom-end' }}>
            <Menu.Trigger asChild>
              <Button size="sm" variant="outline" aria-label={t('screen.moreActions')}>
                <MoreVerticalIcon />
              </Button>
            </Menu.Trigger>
            <Portal>
              <Menu.Positioner>
                <Menu.Content>
                  {actions
                    .filter((action) => !action.primary)
                    .map((action) => (
                      <Menu.Item
                        key={action.key}
                        value={action.key}
                        disabled={action.disabled || action.loading}
                        color={action.destructive ? 'fg.error' : undefined}
                        onClick={action.onClick}
                      >
                        {action.icon}
                        {action.label}
                      </Menu.Item>
                    ))}
                </Menu.Content>
              </Menu.Positioner>
            </Portal>
          </Menu.Root>
        ) : null}
      </HStack>
    </>
  );
}

const TabLink = chakra(NavLink);

/** How wide the fade is on a side of the tab strip where more tabs are hidden. */
const FADE_PX = 32;

/** Which sides of a strip that scrolls sideways hide tabs: `start`, `end`, both or none (`""`). */
function hiddenSides(strip: HTMLElement): string {
  // Right to left, scrollLeft runs from 0 down to negative values: its size is the distance from the start.
  const fromStart = Math.abs(strip.scrollLeft);
  const sides = [];
  if (fromStart > 1) sides.push('start');
  if (fromStart + strip.clientWidth < strip.scrollWidth - 1) sides.push('end');
  return sides.join(' ');
}

/** A fade on each side where tabs are hidden, in the strip's own direction (a mask, whatever the background). */
function fadeMask(sides: string, rtl: boolean): string | undefined {
  if (!sides) return undefined;
  const start = sides.includes('start') ? `transparent, black ${FADE_PX}px` : 'black, black';
  const end = sides.includes('end') ? `black calc(100% - ${FADE_PX}px), transparent` : 'black, black';
  return `linear-gradient(to ${rtl ? 'left' : 'right'}, ${start}, ${end})`;
}

/**
 * The record's tabs. On a phone they may not all fit: the strip scrolls sideways, a fade on a side says that more tabs
 * are hidden there, and the current tab is scrolled into view (out of reach of the fade) when the screen opens on it.
 */
function Tabs({ tabs, basePath, label }: { tabs: RecordTab[]; basePath: string; label: string }) {
  const strip = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const [hidden, setHidden] = useState('');
  const { language } = useLanguage();

  useEffect(() => {
    const element = strip.current;
    if (!element) return;
    const measure = () => setHidden(hiddenSides(element));
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    if (element.firstElementChild) observer?.observe(element.firstElementChild);
    return () => {
      element.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, []);

  // Before paint, so that the strip never shows first where the current tab is cut.
  useLayoutEffect(() => {
    const element = strip.current;
    const current = element?.querySelector('[aria-current="page"]');
    if (!element || !current) return;
    const box = element.getBoundingClientRect();
    const tab = current.getBoundingClientRect();
    if (tab.left < box.left + FADE_PX) element.scrollLeft -= box.left + FADE_PX - tab.left;
    else if (tab.right > box.right - FADE_PX) element.scrollLeft += tab.right - (box.right - FADE_PX);
  }, [pathname, tabs.length]);

  const mask = fadeMask(hidden, i18n.dir(language) === 'rtl');
  return (
    <Box
      as="nav"
      ref={strip}
      aria-label={label}
      borderBottomWidth="1px"
      overflowX="auto"
      mb="6"
      data-testid="record-tabs"
      data-more={hidden || undefined}
      style={mask ? { maskImage: mask, WebkitMaskImage: mask } : undefined}
    >
      <HStack as="ul" gap="1" listStyleType="none" minW="max-content">
        {tabs.map((tab) => (
          <li key={tab.to}>
            <TabLink
              to={tab.to ? `${basePath}/${tab.to}` : basePath}
              end
              display="inline-flex"
              alignItems="center"
              gap="2"
              px="3"
              py="2.5"
              textStyle="sm"
              fontWeight="medium"
              color="fg.muted"
              borderBottomWidth="2px"
              borderColor="transparent"
              mb="-1px"
              whiteSpace="nowrap"
              _hover={{ color: 'fg' }}
              _currentPage={{ color: 'fg', borderColor: 'brand.solid' }}
              _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '-2px' }}
            >
              {tab.label}
              {tab.count !== undefined ? (
                <Badge size="sm" variant="subtle">
                  {tab.count}
                </Badge>
              ) : null}
            </TabLink>
          </li>
        ))}
      </HStack>
    </Box>
  );
}

/**
 * The frame of a record screen (`/<area>/<resource>/:id`): back to the listing, the record's title with its picture
 * and status, the actions the user may perform (a menu on phones), tabs for what belongs to the record, and the
 * current tab's content. Skeleton while loading; the error with Retry when the record could not load.
 *
 * @example
 * <RecordScreen title={app.name} basePath={`/client/applications/${id}`} back={{ to: listingUrl(...), label }}
 *   actions={[...]} tabs={[{ to: '', label: t('overview') }, { to: 'comments', label: t('comments') }]}>
 *   <Outlet />
 * </RecordScreen>
 */
export function RecordScreen({
  title,
  subtitle,
  status,
  media,
  back,
  actions = [],
  notice,
  tabs,
  basePath,
  isLoading,
  error,
  onRetry,
  children,
}: RecordScreenProps) {
  const { t } = useTranslation('record');
  // The shell's breadcrumbs and the document's title name the record, not its kind.
  useDeclareRecordName(typeof title === 'string' ? title : null, basePath);
  // Every record screen's Edit has the same key, without a line in the screens.
  const edit = actions.find((action) => action.key === 'edit');
  useShortcut({
    keys: 'e',
    description: t('shortcuts.edit'),
    group: 'record',
    enabled: !!edit && !edit.disabled && !edit.loading && !isLoading && !error,
    run: () => edit?.onClick(),
  });
  const backLink = (
    <Button asChild variant="ghost" size="sm" alignSelf="flex-start" ms="-2">
      <RouterLink to={back.to}>
        <ChevronLeftIcon />
        {back.label}
      </RouterLink>
    </Button>
  );
  if (error) {
    return (
      <Stack gap="4">
        {backLink}
        <ErrorState
          title={t('screen.loadFailed')}
          description={isApiError(error) ? error.message : undefined}
          onRetry={onRetry}
        />
      </Stack>
    );
  }
  if (isLoading) {
    return (
      <Stack gap="4" aria-busy="true" aria-label={t('loading')}>
        {backLink}
        <HStack gap="4">
          <Skeleton w="16" h="16" borderRadius="l3" />
          <Stack flex="1" gap="2">
            <Skeleton h="8" maxW="24rem" />
            <Skeleton h="4" maxW="16rem" />
          </Stack>
        </HStack>
        <SkeletonText noOfLines={6} />
      </Stack>
    );
  }
  return (
    <Box>
      <Stack gap="3" mb="6">
        {backLink}
        <Flex gap="4" align={{ base: 'stretch', md: 'center' }} direction={{ base: 'column', md: 'row' }}>
          <HStack gap="4" flex="1" minW="0" align="center">
            {media}
            <Stack gap="1" minW="0">
              <HStack gap="3" wrap="wrap">
                <Heading as="h1" size="2xl" lineHeight="short" overflowWrap="anywhere">
                  <UserText>{title}</UserText>
                </Heading>
                {status}
              </HStack>
              {subtitle ? (
                <Text color="fg.muted" textStyle="sm" as="div">
                  <UserText>{subtitle}</UserText>
                </Text>
              ) : null}
            </Stack>
          </HStack>
          <ActionButtons actions={actions} />
        </Flex>
      </Stack>
      {notice}
      {tabs && tabs.length > 0 ? <Tabs tabs={tabs} basePath={basePath} label={t('screen.sections')} /> : null}
      {children}
    </Box>
  );
}

export interface Fact {
  label: ReactNode;
  value: ReactNode;
  /** Facts with no value are left out unless this is set. */
  keepEmpty?: boolean;
}

/**
 * A record's facts as a description list: label and value side by side on wide screens, stacked on phones.
 *
 * @example
 * <FactList facts={[{ label: t('fields.language'), value: optionLabel(options.languages, app.language) }]} />
 */
export function FactList({ facts, emptyText = '—' }: { facts: Fact[]; emptyText?: string }) {
  const shown = facts.filter(
    (fact) => fact.keepEmpty || (fact.value !== null && fact.value !== undefined && fact.value !== ''),
  );
  return (
    <Box
      as="dl"
      display="grid"
      gridTemplateColumns={{ base: 'minmax(0, 1fr)', md: 'minmax(8rem, min(16rem, 40%)) minmax(0, 1fr)' }}
      columnGap="6"
      rowGap={{ base: '1', md: '3' }}
      textStyle="sm"
      data-testid="fact-list"
    >
      {shown.map((fact, index) => (
        <Fragment key={index}>
          <Box as="dt" color="fg.muted" fontWeight="medium" mt={{ base: index === 0 ? '0' : '3', md: '0' }}>
            {fact.label}
          </Box>
          <Box as="dd" overflowWrap="anywhere" minW="0">
            {fact.value === null || fact.value === undefined || fact.value === '' ? (
              emptyText
            ) : typeof fact.value === 'string' ? (
              // A description, an installs label ("100K+"), an address: what was typed keeps its direction. An
              // element is left as it is: its own direction would lay its children out too.
              <UserText>{fact.value}</UserText>
            ) : (
              fact.value
            )}
          </Box>
        </Fragment>
      ))}
    </Box>
  );
}
