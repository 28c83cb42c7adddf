/**
 * The proof that each shared library is downloaded once: one tab visits the three areas one after another
 * (the owner opens the client area, signs out through the user menu and signs in again as the administrator
 * through the login form, then opens manage and users from inside the app, without reloading), and every
 * JS file it downloaded is mapped to the shared package(s) it holds with the four mf-manifest.json files.
 * A package whose files came from more than one origin was downloaded twice.
 *
 * A second, finer check reads the source maps of the same files: a module of a shared library (react,
 * Chakra, shared-core...) found in two downloaded files is a copy that the manifests cannot show (a remote
 * that bundled the library instead of sharing it).
 */
import type { Browser, Page } from '@playwright/test';
import { ACCOUNTS, CONTENT, JOURNEY, ORIGINS, QUIET_MS, QUIET_TIMEOUT_MS, type AppName } from './config';
import { describeFiles, type FileRow } from './breakdown';
import type { ManifestIndex } from './manifests';
import { NetworkRecorder, type ResourceRecord } from './network';
import { armContent, installContentProbe, waitForContent } from './probes';
import { FEDERATION_RUNTIME, UNMAPPED, WEBPACK_RUNTIME, modulesOfFile } from './source-maps';
import { coldContext, signIn } from './session';
import { screenshotOnFailure } from './page-load';
import { sum } from './stats';

export interface JourneyStep {
  name: string;
  path: string;
  /** 'in-app': a link or the router, in the same document; 'load': a full page load (fallback). */
  how: 'in-app' | 'load';
  url: string;
  note?: string;
}

export interface PackageCopies {
  name: string;
  copies: number;
  origins: AppName[];
  files: { url: string; raw: number; gzip: number }[];
  status: 'one copy' | 'DUPLICATE' | 'not downloaded';
}

export interface BundledCopy {
  library: string;
  /** The copies came from different origins (else from two files of one build). */
  acrossOrigins: boolean;
  /** Files (URLs) holding modules of the library that another downloaded file holds too. */
  files: string[];
  origins: AppName[];
  duplicatedModules: number;
  /** Bytes of the duplicated modules beyond their first copy. */
  extraRaw: number;
  severity: 'fail' | 'warn' | 'expected';
}

export interface SingleCopyResult {
  steps: JourneyStep[];
  /** Documents loaded in the tab (1 when every step after the first stayed in the app). */
  documents: number;
  packages: PackageCopies[];
  /** Downloaded JS that is no shared package: entries, exposed modules, app code. */
  otherFiles: FileRow[];
  bundled: BundledCopy[];
  /** Why the proof fails; empty when it holds. */
  failures: string[];
  totals: { origin: AppName | 'other'; files: number; raw: number; gzip: number }[];
}

const rowsVisible = (page: Page) => waitForContent(page);

async function settle(page: Page, network: NetworkRecorder): Promise<void> {
  await rowsVisible(page);
  await network.waitForQuiet(QUIET_MS, QUIET_TIMEOUT_MS);
}

/**
 * Opens a path from inside the app: its menu link when visible, else the router (history + popstate). When
 * the app is already there (the administrator's home is the first manage screen), it only waits for it.
 */
async function openInApp(page: Page, path: string): Promise<void> {
  if (new URL(page.url()).pathname === path) {
    await armContent(page, CONTENT.listingRows, false);
    return;
  }
  await armContent(page, CONTENT.listingRows);
  const link = page.locator(`nav a[href="${path}"]`).first();
  if (await link.isVisible().catch(() => false)) {
    await link.click();
    return;
  }
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
}

/** Signs out through the user menu and in again as the administrator through the login form. */
async function switchToAdminInApp(page: Page): Promise<void> {
  await page.getByTestId('user-menu-trigger').click({ timeout: 5_000 });
  await page
    .locator('[role="menuitem"][data-value="sign-out"]')
    .or(page.getByRole('menuitem', { name: /выйти|sign out|log out/i }))
    .first()
    .click({ timeout: 5_000 });
  await page.waitForURL(/\/admin\/login/, { timeout: 10_000 });
  await page.locator('form input[type="email"]').fill(ACCOUNTS.admin.email);
  await page.locator('form input[type="password"]').fill(ACCOUNTS.admin.password);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/admin/login'), { timeout: 15_000 });
}

/** The fallback: the administrator's session written to storage, then a full load in the same context. */
async function switchToAdminByLoad(page: Page): Promise<void> {
  const session = await signIn('admin');
  await page.evaluate(({ token, access }) => {
    localStorage.setItem('token', token);
    localStorage.setItem('access', JSON.stringify(access));
  }, session);
}

const ERROR_SCREEN = /\/admin\/(not-found|not-allowed|error)\b/;

/**
 * Opens a path inside the app; when that ends on an error screen or shows no rows, loads the page instead
 * (same context: the HTTP cache is kept, the federation runtime starts afresh) and says so.
 */
async function openOrLoad(page: Page, path: string): Promise<{ how: JourneyStep['how']; note?: string }> {
  await openInApp(page, path);
  const outcome = await Promise.race([
    waitForContent(page, 20_000).then(
      () => 'content' as const,
      () => 'timeout' as const,
    ),
    page.waitForURL(ERROR_SCREEN, { timeout: 20_000 }).then(
      () => 'error screen' as const,
      () => 'timeout' as const,
    ),
  ]);
  if (outcome === 'content') return { how: 'in-app' };
  const landed = new URL(page.url()).pathname;
  await page.goto(`${ORIGINS.shell}${path}`, { waitUntil: 'commit' });
  return {
    how: 'load',
    note:
      `opening it inside the app ended at ${landed}${outcome === 'timeout' ? ' without rows' : ''}; ` +
      'the page was loaded instead (same context and HTTP cache)',
  };
}

export async function runJourney(
  browser: Browser,
): Promise<{ steps: JourneyStep[]; documents: number; resources: ResourceRecord[] }> {
  const context = await coldContext(browser, 'owner');
  try {
    await installContentProbe(context, CONTENT.listingRows);
    const page = await context.newPage();
    let documents = 0;
    page.on('load', () => {
      documents += 1;
    });
    const network = new NetworkRecorder(page);
    const steps: JourneyStep[] = [];
    const step = async (
      name: string,
      path: string,
      action: () => Promise<{ how: JourneyStep['how']; note?: string }>,
    ) => {
      try {
        const { how, note } = await action();
        await settle(page, network);
        steps.push({ name, path, how, url: page.url(), ...(note ? { note } : {}) });
      } catch (error) {
        const shot = await screenshotOnFailure(page, `journey-${name}`);
        throw new Error(
          `single-copy journey, ${name}: ${(error as Error).message.split('\n')[0]}${shot ? ` (screenshot: ${shot})` : ''}`,
        );
      }
    };

    await step('client (owner)', JOURNEY.client, async () => {
      await page.goto(`${ORIGINS.shell}${JOURNEY.client}`, { waitUntil: 'commit' });
      return { how: 'load' };
    });

    let switchNote: string;
    let switchedInApp = true;
    try {
      await switchToAdminInApp(page);
      await network.waitForQuiet(QUIET_MS, QUIET_TIMEOUT_MS);
      switchNote = 'signed out through the user menu, signed in as the administrator through the login form';
    } catch (error) {
      switchedInApp = false;
      switchNote = `switching users in the app failed (${(error as Error).message.split('\n')[0]})`;
      await switchToAdminByLoad(page);
    }

    await step('manage (admin)', JOURNEY.manage, async () => {
      if (!switchedInApp) {
        await page.goto(`${ORIGINS.shell}${JOURNEY.manage}`, { waitUntil: 'commit' });
        return { how: 'load', note: `${switchNote}; the session was written to storage and the page loaded` };
      }
      const opened = await openOrLoad(page, JOURNEY.manage);
      return { ...opened, note: [switchNote, opened.note].filter(Boolean).join('; ') };
    });

    await step('users (admin)', JOURNEY.users, () => openOrLoad(page, JOURNEY.users));

    return { steps, documents, resources: await network.collect() };
  } finally {
    await context.close();
  }
}

/** Libraries that must exist once: the shared keys' packages (subpaths folded), and Chakra (docs/architecture.md). */
function singletonLibraries(index: ManifestIndex): Set<string> {
  const names = new Set<string>(['@chakra-ui/react', '@panel/shared-core']);
  for (const name of index.sharedNames) {
    const parts = name.split('/');
    names.add(name.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!);
  }
  return names;
}

/** A shared-core entry is shared-core; a domain module (@panel/shared-domain) is bundled by each remote, no singleton. */
const libraryOf = (part: string): string =>
  part.startsWith('@panel/shared-core')
    ? '@panel/shared-core'
    : part.startsWith('@panel/shared-domain')
      ? '@panel/shared-domain'
      : part;

function bundledCopies(index: ManifestIndex, files: FileRow[]): BundledCopy[] {
  const singletons = singletonLibraries(index);
  /** module → the files holding it, with its bytes. */
  const holders = new Map<string, { library: string; url: string; app: AppName; raw: number }[]>();
  for (const file of files) {
    if (file.kind !== 'js' || file.app === null) continue;
    for (const module of modulesOfFile(file.app, file.file) ?? []) {
      if (module.part === UNMAPPED || module.part === WEBPACK_RUNTIME || module.part === 'app code') continue;
      if (module.part.startsWith('other: ')) continue;
      const list = holders.get(module.module) ?? [];
      list.push({ library: libraryOf(module.part), url: file.url, app: file.app, raw: module.raw });
      holders.set(module.module, list);
    }
  }
  const byLibrary = new Map<string, BundledCopy>();
  for (const list of holders.values()) {
    if (list.length < 2) continue;
    const library = list[0]!.library;
    const acrossOrigins = new Set(list.map((holder) => holder.app)).size > 1;
    const key = `${library}|${acrossOrigins}`;
    const copy = byLibrary.get(key) ?? {
      library,
      acrossOrigins,
      files: [],
      origins: [],
      duplicatedModules: 0,
      extraRaw: 0,
      // Across origins a module runs twice (two webpack runtimes: a second React, a second Chakra context);
      // twice in one build it is only bytes downloaded twice (one module id, one instance).
      severity:
        library === FEDERATION_RUNTIME
          ? 'expected'
          : acrossOrigins && singletons.has(library)
            ? 'fail'
            : 'warn',
    };
    copy.duplicatedModules += 1;
    copy.extraRaw += sum(list.slice(1).map((holder) => holder.raw));
    for (const holder of list) {
      if (!copy.files.includes(holder.url)) copy.files.push(holder.url);
      if (!copy.origins.includes(holder.app)) copy.origins.push(holder.app);
    }
    byLibrary.set(key, copy);
  }
  return [...byLibrary.values()].sort((a, b) => b.extraRaw - a.extraRaw);
}

export function proveSingleCopies(
  index: ManifestIndex,
  journey: { steps: JourneyStep[]; documents: number; resources: ResourceRecord[] },
): SingleCopyResult {
  const files = describeFiles(index, journey.resources);
  const packages: PackageCopies[] = index.sharedNames.map((name) => {
    const holding = files.filter((file) => file.packages.includes(name));
    const origins = [
      ...new Set(holding.map((file) => file.app).filter((app): app is AppName => app !== null)),
    ];
    return {
      name,
      copies: origins.length,
      origins,
      files: holding.map((file) => ({ url: file.url, raw: file.raw, gzip: file.gzip })),
      status: origins.length === 0 ? 'not downloaded' : origins.length === 1 ? 'one copy' : 'DUPLICATE',
    };
  });
  const bundled = bundledCopies(index, files);
  const failures = [
    ...packages
      .filter((entry) => entry.status === 'DUPLICATE')
      .map(
        (entry) =>
          `${entry.name} was downloaded from ${entry.origins.join(' and ')} (${entry.files.map((f) => f.url).join(', ')})`,
      ),
    ...bundled
      .filter((copy) => copy.severity === 'fail')
      .map(
        (copy) =>
          `${copy.library}: ${copy.duplicatedModules} module(s) downloaded from ${copy.origins.join(' and ')}, ` +
          `in ${copy.files.join(', ')}`,
      ),
  ];
  const origins: (AppName | 'other')[] = ['shell', 'client', 'manage', 'users', 'other'];
  const totals = origins.map((origin) => {
    const list = files.filter((file) => (file.app ?? 'other') === origin);
    return {
      origin,
      files: list.length,
      raw: sum(list.map((f) => f.raw)),
      gzip: sum(list.map((f) => f.gzip)),
    };
  });
  return {
    steps: journey.steps,
    documents: journey.documents,
    packages,
    otherFiles: files.filter((file) => file.packages.length === 0),
    bundled,
    failures,
    totals,
  };
}
