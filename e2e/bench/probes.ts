/**
 * Scripts that run inside the page and time things with the page's own clock (performance.now(), relative to
 * the navigation start), so that no round trip to Node blurs a number:
 * - the content probe: a MutationObserver that notes when a selector first matches a visible element;
 * - the change probe: from a user's input (Enter in a search box, a new value in a select) until the listing
 *   shows the answer (its count text or first row changed, rows present, not marked stale);
 * - the main-thread probe: the long tasks (a PerformanceObserver) and the moments React committed (a minimal
 *   React DevTools hook, which react-dom's production build calls too).
 * The functions below are serialised into the page: they must not use anything from their module.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { CONTENT_TIMEOUT_MS } from './config';

interface ContentProbe {
  arm(selector: string): void;
  contentAt(): number | null;
  /** The content, the menu and the header all drawn (issue 49's "complete"). */
  completeAt(): number | null;
}

interface MainThreadProbe {
  /** [startTime, duration] of each long task (over 50 ms), page clock. */
  longTasks: [number, number][];
  /** performance.now() of each React commit. */
  commits: number[];
}

interface ChangeProbe {
  startAt: number | null;
  doneAt: number | null;
  before: string;
}

declare global {
  interface Window {
    __benchContent?: ContentProbe;
    __benchChange?: ChangeProbe;
    __benchMainThread?: MainThreadProbe;
    /** Exposed by page-load.ts: tells Node the content showed, to read the CDP metrics at that moment. */
    __benchContentShown?: () => void;
  }
}

/** Installed before the app's scripts in every document of the context (main frame only). */
function contentProbe(initialSelector: string | null): void {
  if (window.top !== window) return;
  // The default buffer (250 entries) can overflow on a page with many chunks, translations and images.
  performance.setResourceTimingBufferSize(5000);
  let selector: string | null = null;
  let at: number | null = null;
  let completeAt: number | null = null;
  const drawn = (element: Element | null) => {
    if (!element) return false;
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0;
  };
  // The layout's frame (shell/src/features/layout/default-layout.tsx): where it has a sidebar, its menu has links, and
  // its header is there. A page without the layout (sign-in, the references' pages) is complete with its content.
  const frameDrawn = () => {
    const sidebar = document.querySelector('[data-testid="sidebar"]');
    if (!sidebar) return true;
    return drawn(sidebar.querySelector('nav a[href]')) && drawn(document.querySelector('header'));
  };
  const check = () => {
    if (selector === null) return;
    if (at === null) {
      if (!drawn(document.querySelector(selector))) return;
      at = performance.now();
      window.__benchContentShown?.();
    }
    if (completeAt === null && frameDrawn()) completeAt = performance.now();
  };
  new MutationObserver(check).observe(document, {
    childList: true,
    subtree: true,
    attributes: true,
    characterData: true,
  });
  window.__benchContent = {
    arm(next: string) {
      selector = next;
      at = null;
      completeAt = null;
      check();
    },
    contentAt: () => at,
    completeAt: () => completeAt,
  };
  if (initialSelector) window.__benchContent.arm(initialSelector);
}

export async function installContentProbe(context: BrowserContext, selector: string | null): Promise<void> {
  await context.addInitScript(contentProbe, selector);
}

/**
 * Installed before the app's scripts (main frame only). Long tasks: the observer sees every task from the
 * document's start (`buffered` too, for entries queued before it). React commits: react-dom looks for
 * `__REACT_DEVTOOLS_GLOBAL_HOOK__` when its module runs and, if the hook `supportsFiber`, calls `inject` once and
 * `onCommitFiberRoot` after every commit, production build included (react-dom-client.production.js, each call in
 * a try/catch); nothing else of the app's behaviour depends on the hook. A real DevTools hook, when present, is
 * left alone (no counts then).
 */
function mainThreadProbe(): void {
  if (window.top !== window) return;
  const probe: MainThreadProbe = { longTasks: [], commits: [] };
  window.__benchMainThread = probe;
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) probe.longTasks.push([entry.startTime, entry.duration]);
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // No long-task timing in this browser: the sums stay empty.
  }
  const global = window as unknown as Record<string, unknown>;
  if (global.__REACT_DEVTOOLS_GLOBAL_HOOK__ !== undefined) return;
  const renderers = new Map<number, unknown>();
  global.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers,
    inject(renderer: unknown) {
      const id = renderers.size + 1;
      renderers.set(id, renderer);
      return id;
    },
    onCommitFiberRoot() {
      probe.commits.push(performance.now());
    },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
  };
}

export async function installMainThreadProbe(context: BrowserContext): Promise<void> {
  await context.addInitScript(mainThreadProbe);
}

export interface MainThreadSample {
  /** Σ (duration − 50 ms) of the long tasks that started before `until`, each counted whole. */
  longTasks: number;
  longTaskCount: number;
  commitsUntil: number;
  /** Commits in the `afterMs` following `until`. */
  commitsAfter: number;
}

/** Reads the main-thread probe, up to a moment of the page's clock (call it once the page has settled). */
export async function readMainThread(page: Page, until: number, afterMs: number): Promise<MainThreadSample> {
  return page.evaluate(
    ({ until, afterMs }) => {
      const probe = window.__benchMainThread ?? { longTasks: [], commits: [] };
      const tasks = probe.longTasks.filter(([start]) => start < until);
      return {
        longTasks: tasks.reduce((total, [, duration]) => total + Math.max(0, duration - 50), 0),
        longTaskCount: tasks.length,
        commitsUntil: probe.commits.filter((at) => at <= until).length,
        commitsAfter: probe.commits.filter((at) => at > until && at <= until + afterMs).length,
      };
    },
    { until, afterMs },
  );
}

/** Waits until the content selector matched; the time in ms since navigation start. */
export async function waitForContent(page: Page, timeoutMs = CONTENT_TIMEOUT_MS): Promise<number> {
  const handle = await page.waitForFunction(() => window.__benchContent?.contentAt() ?? null, undefined, {
    timeout: timeoutMs,
    polling: 50,
  });
  return (await handle.jsonValue()) as number;
}

/** Waits until the content, the menu and the header were all drawn; the time in ms since navigation start. */
export async function waitForComplete(page: Page, timeoutMs = CONTENT_TIMEOUT_MS): Promise<number> {
  const handle = await page.waitForFunction(() => window.__benchContent?.completeAt() ?? null, undefined, {
    timeout: timeoutMs,
    polling: 50,
  });
  return (await handle.jsonValue()) as number;
}

/**
 * Re-arms the content probe; returns the time it was armed. Before a navigation inside the app
 * (`navigating`), the tables on the page now are marked `data-bench-old`, so that the selectors in config.ts
 * match only the next screen's.
 */
export async function armContent(page: Page, selector: string, navigating = true): Promise<number> {
  return page.evaluate(
    ({ next, navigating }) => {
      if (navigating) {
        document.querySelectorAll('table tbody').forEach((body) => body.setAttribute('data-bench-old', ''));
      }
      window.__benchContent?.arm(next);
      return performance.now();
    },
    { next: selector, navigating },
  );
}

/** first-contentful-paint, ms since navigation start; null when nothing contentful was painted. */
export async function readFcp(page: Page): Promise<number | null> {
  return page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null);
}

/**
 * Arms the change probe: the next Enter keydown or select input starts the clock; it stops at the first
 * DOM mutation after which the listing shows other rows than now (count text or first row differ), with
 * rows present and the table no longer marked stale.
 */
export async function armChange(page: Page, countSelector: string, rowSelector: string): Promise<void> {
  await page.evaluate(
    ({ countSelector, rowSelector }) => {
      const signature = () => {
        const count = document.querySelector(countSelector)?.textContent ?? '';
        const first = document.querySelector(rowSelector)?.textContent ?? '';
        return `${count}|${first}`;
      };
      const probe: ChangeProbe = { startAt: null, doneAt: null, before: signature() };
      window.__benchChange = probe;
      const start = () => {
        if (probe.startAt === null) probe.startAt = performance.now();
      };
      const onKey = (event: KeyboardEvent) => {
        if (event.key === 'Enter') start();
      };
      const onInput = (event: Event) => {
        if (event.target instanceof HTMLSelectElement) start();
      };
      window.addEventListener('keydown', onKey, true);
      window.addEventListener('input', onInput, true);
      const observer = new MutationObserver(() => {
        if (probe.startAt === null || probe.doneAt !== null) return;
        const body = document.querySelector('table tbody');
        if (!body || body.hasAttribute('data-stale')) return;
        if (!document.querySelector(rowSelector) || !document.querySelector(countSelector)) return;
        if (signature() === probe.before) return;
        probe.doneAt = performance.now();
        observer.disconnect();
        window.removeEventListener('keydown', onKey, true);
        window.removeEventListener('input', onInput, true);
      });
      observer.observe(document, { childList: true, subtree: true, attributes: true, characterData: true });
    },
    { countSelector, rowSelector },
  );
}

export interface ChangeTimings {
  startAt: number;
  doneAt: number;
}

export async function waitForChange(page: Page, timeoutMs = CONTENT_TIMEOUT_MS): Promise<ChangeTimings> {
  const handle = await page.waitForFunction(
    () => {
      const probe = window.__benchChange;
      return probe && probe.startAt !== null && probe.doneAt !== null
        ? { startAt: probe.startAt, doneAt: probe.doneAt }
        : null;
    },
    undefined,
    { timeout: timeoutMs, polling: 50 },
  );
  return (await handle.jsonValue()) as ChangeTimings;
}

export interface RequestTiming {
  startTime: number;
  responseEnd: number;
}

/** The first request started at or after `since` whose URL contains `part` (same origin: detailed timing). */
export async function requestAfter(page: Page, part: string, since: number): Promise<RequestTiming | null> {
  return page.evaluate(
    ({ part, since }) => {
      const entries = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => entry.name.includes(part) && entry.startTime >= since)
        .sort((a, b) => a.startTime - b.startTime);
      const first = entries[0];
      return first ? { startTime: first.startTime, responseEnd: first.responseEnd } : null;
    },
    { part, since },
  );
}
