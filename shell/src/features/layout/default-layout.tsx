import { Suspense, lazy, useEffect, useState, type MouseEvent } from 'react';
import { useGlobalSettings, useTranslation } from '@panel/shared-core';
import { QueryClientProvider, queryClient } from '@panel/shared-core/query';
import { Link as RouterLink, Outlet, useLocation } from '@panel/shared-core/router';
import {
  Box,
  ChevronLeftIcon,
  ChevronRightIcon,
  CloseButton,
  Flex,
  IconButton,
  Link,
  Portal,
  Text,
  chakra,
  useMediaQuery,
} from '@panel/shared-core/ui';
import { ConfirmHost, Drawer, Toaster } from '@panel/shared-core/ui-heavy';
import { PageMetaProvider } from '../../app/page-meta';
import { QuietBoundary } from '../../app/quiet-boundary';
import { focusMainContent } from '../../app/root-layout';
import { leadsToAreaScreen, useAfterFirstScreen } from '../../app/first-screen';
import { Header } from './header';
import { ImpersonationBanner } from './impersonation-banner';
import { SidebarNav } from './sidebar-nav';
import { AsidePanel } from './aside-panel';
import { LanguageSwitch } from '../language/language-switch';
import { PaletteHost } from '../command-palette/palette-launcher';
import { ShortcutsHost } from '../shortcuts/shortcuts-host';

// Nothing of the first paint: looking for new versions of the remotes comes in a chunk of its own.
const UpdatePrompt = lazy(() => import('./update-prompt'));

/** A new version only matters minutes into a visit: the watch starts once the page has loaded and is idle. */
const WATCH_AFTER_MS = 5_000;

function useIdleAfter(ms: number): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let idle: number | undefined;
    const timer = window.setTimeout(() => {
      if (typeof window.requestIdleCallback === 'function') {
        idle = window.requestIdleCallback(() => setReady(true), { timeout: ms });
      } else setReady(true);
    }, ms);
    return () => {
      window.clearTimeout(timer);
      if (idle !== undefined) window.cancelIdleCallback(idle);
    };
  }, [ms]);
  return ready;
}

function LaterUpdatePrompt() {
  const ready = useIdleAfter(WATCH_AFTER_MS);
  if (!ready) return null;
  return (
    <QuietBoundary name="The new-version prompt">
      <Suspense fallback={null}>
        <UpdatePrompt />
      </Suspense>
    </QuietBoundary>
  );
}

/**
 * The signed-in frame (docs/product.md): sidebar with every remote's menu, header, optional aside,
 * and the area in `<main>`. A chunk of its own: it is the first thing that needs the heavy kit and
 * react-query, so the login page carries neither.
 */
export default function DefaultLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <PageMetaProvider>
        <PaletteHost>
          <LayoutFrame />
        </PaletteHost>
        <Toaster />
        <ConfirmHost />
        <LaterUpdatePrompt />
      </PageMetaProvider>
    </QueryClientProvider>
  );
}

function SkipLink() {
  const { t } = useTranslation('shell');
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // Focus instead of a fragment navigation, which would put #main into the router's URL.
    event.preventDefault();
    document.getElementById('main')?.scrollIntoView();
    focusMainContent();
  };
  return (
    <chakra.a
      href="#main"
      onClick={onClick}
      position="fixed"
      top="2"
      insetStart="2"
      zIndex="skipNav"
      px="4"
      py="2"
      rounded="md"
      bg="bg.panel"
      color="fg"
      shadow="md"
      fontWeight="medium"
      transform="translateY(-200%)"
      _focus={{ transform: 'none', outline: '2px solid', outlineColor: 'brand.solid' }}
    >
      {t('layout.skipToContent')}
    </chakra.a>
  );
}

function Brand({ narrow }: { narrow: boolean }) {
  const { t } = useTranslation('shell');
  return (
    <Flex
      h="14"
      flexShrink={0}
      align="center"
      px={narrow ? '0' : '5'}
      justify={narrow ? 'center' : 'flex-start'}
      borderBottomWidth="1px"
    >
      <Link
        asChild
        fontWeight="bold"
        fontSize="lg"
        color="brand.fg"
        textDecoration="none"
        _hover={{ textDecoration: 'none' }}
      >
        <RouterLink to="/" aria-label={narrow ? t('app.name') : undefined}>
          {narrow ? t('app.name').charAt(0) : t('app.name')}
        </RouterLink>
      </Link>
    </Flex>
  );
}

/** `menu`: the menus are drawn (on a cold load, after the page's first screen: first-screen.ts). */
function DesktopSidebar({ menu }: { menu: boolean }) {
  const { t } = useTranslation('shell');
  const [settings, update] = useGlobalSettings();
  const narrow = settings.sidebarUnfoldable;
  const toggleLabel = narrow ? t('layout.sidebar.wide') : t('layout.sidebar.narrow');
  return (
    <Flex
      id="sidebar"
      direction="column"
      hideBelow="lg"
      position="sticky"
      top="0"
      h="100dvh"
      flexShrink={0}
      w={narrow ? '16' : '64'}
      transition="width 0.2s"
      bg="bg.panel"
      borderEndWidth="1px"
      data-testid="sidebar"
      data-narrow={narrow || undefined}
    >
      <Brand narrow={narrow} />
      <Box flex="1" overflowY="auto" overflowX="hidden">
        {menu ? <SidebarNav narrow={narrow} /> : null}
      </Box>
      <Flex borderTopWidth="1px" p="2" justify={narrow ? 'center' : 'flex-end'}>
        <IconButton
          variant="ghost"
          size="sm"
          aria-label={toggleLabel}
          title={toggleLabel}
          aria-pressed={narrow}
          onClick={() => update({ sidebarUnfoldable: !narrow })}
          data-testid="sidebar-narrow-toggle"
        >
          {/* The arrows point where the edge will move; mirrored for right-to-left. */}
          {narrow ? <ChevronRightIcon /> : <ChevronLeftIcon />}
        </IconButton>
      </Flex>
    </Flex>
  );
}

interface MobileSidebarProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** False when the drawer closes because the user navigated: focus then goes to the new page, not the toggle. */
  restoreFocus: boolean;
}

function MobileSidebar({ open, onOpenChange, restoreFocus }: MobileSidebarProps) {
  const { t } = useTranslation('shell');
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      placement="start"
      size="xs"
      lazyMount
      unmountOnExit
      restoreFocus={restoreFocus}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid="nav-drawer">
            <Drawer.Header borderBottomWidth="1px" py="3">
              <Drawer.Title>
                <Text as="span" color="brand.fg" fontWeight="bold">
                  {t('app.name')}
                </Text>
              </Drawer.Title>
            </Drawer.Header>
            <Drawer.Body p="0">
              <SidebarNav id="drawer-nav" />
            </Drawer.Body>
            {/* The header has no room for the language switch on the smallest screens. */}
            <Drawer.Footer borderTopWidth="1px" py="3" justifyContent="flex-start">
              <LanguageSwitch size="sm" />
            </Drawer.Footer>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('actions.close')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

function LayoutFrame() {
  const [settings, update] = useGlobalSettings();
  const { pathname } = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [restoreFocus, setRestoreFocus] = useState(true);
  // On a cold load of an area's page, its screen comes first and the frame's menus and controls after it.
  const afterScreen = useAfterFirstScreen(leadsToAreaScreen(pathname));
  // Read in the first render (no server rendering here): the default, a guess corrected by an effect, drew the
  // whole layout a second time on every page load.
  const [wide] = useMediaQuery(['(min-width: 64em)'], { ssr: false });

  // The drawer is a way to navigate: once the user has gone somewhere it gets out of the way, and focus
  // goes to the new page (RootLayout) instead of back to the menu button. Noted while rendering, not in an effect
  // (react.dev, "Adjusting some state when a prop changes"): an effect also ran on mount and drew the layout again.
  const [shownPath, setShownPath] = useState(pathname);
  if (pathname !== shownPath) {
    setShownPath(pathname);
    setRestoreFocus(false);
    setDrawerOpen(false);
  }
  // The drawer's machine is created with its first opening, not on every page load of a wide screen that never shows
  // it: it was the heaviest part of the layout's first render.
  const [drawerUsed, setDrawerUsed] = useState(false);
  const openDrawer = () => {
    setRestoreFocus(true);
    setDrawerUsed(true);
    setDrawerOpen(true);
  };
  // Growing the window past the breakpoint shows the sidebar; a drawer left open would trap focus.
  useEffect(() => {
    if (wide) setDrawerOpen(false);
  }, [wide]);

  return (
    <Flex minH="100dvh" bg="bg.subtle">
      <SkipLink />
      {/* With the menus: their labels name the `g` shortcuts, and nothing of it delays the page's screen. */}
      {afterScreen ? <ShortcutsHost /> : null}
      {settings.sidebarShow ? <DesktopSidebar menu={afterScreen} /> : null}
      {drawerUsed ? (
        <MobileSidebar open={drawerOpen} onOpenChange={setDrawerOpen} restoreFocus={restoreFocus} />
      ) : null}
      <Flex direction="column" flex="1" minW="0">
        <Header drawerOpen={drawerOpen} onOpenDrawer={openDrawer} controls={afterScreen} />
        <ImpersonationBanner />
        <Flex flex="1" minW="0" align="flex-start">
          <Box
            as="main"
            id="main"
            tabIndex={-1}
            flex="1"
            minW="0"
            px={{ base: '4', md: '6', xl: '8' }}
            py={{ base: '4', md: '6' }}
            _focus={{ outline: 'none' }}
          >
            <Outlet />
          </Box>
          {settings.asideShow ? <AsidePanel onClose={() => update({ asideShow: false })} /> : null}
        </Flex>
      </Flex>
    </Flex>
  );
}
