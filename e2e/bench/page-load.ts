/**
 * Cold loads of one page: a new context each time (empty cache and storage), the session seeded when the
 * page is for a signed-in user; the time to first contentful paint and to the page's main content, every
 * request with its bytes, and the main thread's work until the content showed (long tasks, script time, React
 * commits).
 */
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Browser, BrowserContext, CDPSession, Page } from '@playwright/test';
import { CPU_THROTTLE, ORIGINS, QUIET_MS, QUIET_TIMEOUT_MS, RESULTS_JSON, type PageSpec } from './config';
import { NetworkRecorder, type ResourceKind, type ResourceRecord } from './network';
import {
  installContentProbe,
  installMainThreadProbe,
  readFcp,
  readMainThread,
  waitForComplete,
  waitForContent,
} from './probes';
import { coldContext } from './session';
import { spread, sum, type Spread } from './stats';

export interface LoadSample {
  fcp: number | null;
  content: number;
  /** The content, the menu and the header drawn (probes.ts); the content's time on a page without the layout. */
  complete: number;
  requests: number;
  finalUrl: string;
  /** False when the network did not fall silent in time after the content showed. */
  quiet: boolean;
  resources: ResourceRecord[];
  /** Σ (duration − 50 ms) of the long tasks from navigation start to the content, and how many. */
  longTasks: number;
  longTaskCount: number;
  /** JavaScript run on the main thread from navigation start until the content showed (CDP); null if unread. */
  script: number | null;
  /** React commits until the content showed, and in the COMMITS_AFTER_MS after it. */
  commits: number;
  commitsAfter: number;
}

/** The window after the content in which further commits are counted (the react-admin comparison counted the login page's so). */
export const COMMITS_AFTER_MS = 2000;

export interface Bytes {
  files: number;
  raw: number;
  gzip: number;
  /** Encoded body + headers as the browser reports them; null when it reported nothing. */
  transfer: number | null;
}

export interface SampleSummary {
  fcp: number | null;
  content: number;
  complete: number;
  requests: number;
  js: Bytes;
  css: Bytes;
  allTransfer: number | null;
  finalUrl: string;
  quiet: boolean;
  longTasks: number;
  longTaskCount: number;
  script: number | null;
  commits: number;
  commitsAfter: number;
}

export interface PageResult {
  spec: PageSpec;
  samples: SampleSummary[];
  fcp: Spread;
  content: Spread;
  complete: Spread;
  requests: Spread;
  longTasks: Spread;
  longTaskCount: Spread;
  script: Spread;
  commits: Spread;
  commitsAfter: Spread;
  /** Bytes of the median run by content time (they are the same in every run unless the app varies). */
  js: Bytes;
  css: Bytes;
  /** The requests of the first measured run, for breakdowns, and how many of each kind. */
  resources: ResourceRecord[];
  requestKinds: Partial<Record<ResourceKind, number>>;
  notes: string[];
}

export function bytesOf(resources: ResourceRecord[], kind: 'js' | 'css'): Bytes {
  const list = resources.filter((resource) => resource.kind === kind && resource.failure === null);
  const transfers = list.map((resource) => resource.transfer);
  return {
    files: list.length,
    raw: sum(list.map((resource) => resource.raw)),
    gzip: sum(list.map((resource) => resource.gzip)),
    transfer: transfers.every((value) => value !== null) ? sum(transfers as number[]) : null,
  };
}

function summarize(sample: LoadSample): SampleSummary {
  const transfers = sample.resources.map((resource) => resource.transfer);
  return {
    fcp: sample.fcp,
    content: sample.content,
    complete: sample.complete,
    requests: sample.requests,
    js: bytesOf(sample.resources, 'js'),
    css: bytesOf(sample.resources, 'css'),
    allTransfer: transfers.every((value) => value !== null) ? sum(transfers as number[]) : null,
    finalUrl: sample.finalUrl,
    quiet: sample.quiet,
    longTasks: sample.longTasks,
    longTaskCount: sample.longTaskCount,
    script: sample.script,
    commits: sample.commits,
    commitsAfter: sample.commitsAfter,
  };
}

/** The renderer's JavaScript time so far (CDP Performance.getMetrics, ScriptDuration), in ms. */
async function scriptMs(cdp: CDPSession): Promise<number | null> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const value = metrics.find((metric) => metric.name === 'ScriptDuration')?.value;
  return value === undefined ? null : value * 1000;
}

function countKinds(resources: ResourceRecord[]): Partial<Record<ResourceKind, number>> {
  const counts: Partial<Record<ResourceKind, number>> = {};
  for (const resource of resources) counts[resource.kind] = (counts[resource.kind] ?? 0) + 1;
  return counts;
}

/** Pictures of failures from an earlier run would mislead: the run starts without them. */
export function clearFailureScreenshots(): void {
  const dir = dirname(RESULTS_JSON);
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir)) {
    if (name.startsWith('failure-') && name.endsWith('.png')) rmSync(join(dir, name));
  }
}

/** Keeps a picture of a page that did not show its content, beside the results. */
export async function screenshotOnFailure(page: Page, name: string): Promise<string | null> {
  const path = join(dirname(RESULTS_JSON), `failure-${name}.png`);
  try {
    mkdirSync(dirname(path), { recursive: true });
    await page.screenshot({ path, timeout: 10_000 });
    return path;
  } catch {
    return null;
  }
}

/** A path of the panel's, or a whole URL (another app's page, measured beside ours). */
export const pageUrl = (path: string): string => (/^https?:/.test(path) ? path : `${ORIGINS.shell}${path}`);

/** The network a load goes through: loopback as it is, or with a round trip added to every request. */
export interface NetworkShape {
  rttMs: number;
}

export const LOOPBACK: NetworkShape = { rttMs: 0 };

/** Slows the page's main thread by CPU_THROTTLE (config.ts); nothing when it is 1. */
export async function applyCpuThrottle(context: BrowserContext, page: Page): Promise<void> {
  if (CPU_THROTTLE <= 1) return;
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLE });
}

/** One cold load. */
export async function coldLoad(
  browser: Browser,
  spec: Pick<PageSpec, 'id' | 'path' | 'account' | 'content'>,
  network: NetworkShape = LOOPBACK,
): Promise<LoadSample> {
  const context = await coldContext(browser, spec.account);
  try {
    await installContentProbe(context, spec.content);
    await installMainThreadProbe(context);
    const page = await context.newPage();
    const recorder = new NetworkRecorder(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    if (CPU_THROTTLE > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLE });
    // Chromium adds the latency to each request's answer, in the browser: the server and the bytes stay as they are.
    if (network.rttMs > 0) {
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: network.rttMs,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
    }
    // Read when the probe sees the content: a binding call and a CDP round trip later, so the figure may take in
    // the end of the task that drew the content and a few ms after it.
    let scriptAtContent: Promise<number | null> | null = null;
    await page.exposeFunction('__benchContentShown', () => {
      scriptAtContent ??= scriptMs(cdp).catch(() => null);
    });
    const scriptBefore = await scriptMs(cdp);
    let content: number;
    try {
      await page.goto(pageUrl(spec.path), { waitUntil: 'commit' });
      content = await waitForContent(page);
    } catch (error) {
      const shot = await screenshotOnFailure(page, spec.id);
      throw new Error(
        `${spec.path}: the content (${spec.content}) did not show at ${page.url()}` +
          `${shot ? ` (screenshot: ${shot})` : ''}: ${(error as Error).message.split('\n')[0]}`,
      );
    }
    const complete = await waitForComplete(page);
    const quiet = await recorder.waitForQuiet(QUIET_MS, QUIET_TIMEOUT_MS);
    await page.waitForFunction((until) => performance.now() >= until, content + COMMITS_AFTER_MS, {
      polling: 100,
    });
    const fcp = await readFcp(page);
    const mainThread = await readMainThread(page, content, COMMITS_AFTER_MS);
    const scriptAt = await (scriptAtContent as Promise<number | null> | null);
    const resources = await recorder.collect();
    return {
      fcp,
      content,
      complete,
      requests: recorder.count,
      finalUrl: page.url(),
      quiet,
      resources,
      longTasks: mainThread.longTasks,
      longTaskCount: mainThread.longTaskCount,
      script: scriptAt === null || scriptBefore === null ? null : scriptAt - scriptBefore,
      commits: mainThread.commitsUntil,
      commitsAfter: mainThread.commitsAfter,
    };
  } finally {
    await context.close();
  }
}

/** What looks wrong in a page's requests: failures, error statuses, other areas' code. */
export function requestNotes(spec: PageSpec, resources: ResourceRecord[], finalUrl: string): string[] {
  const notes: string[] = [];
  for (const resource of resources) {
    if (resource.failure) notes.push(`failed: ${resource.url} (${resource.failure})`);
    else if (resource.status !== null && resource.status >= 400)
      notes.push(`HTTP ${resource.status}: ${resource.url}`);
  }
  const remoteOrigins = [ORIGINS.client, ORIGINS.manage, ORIGINS.users];
  if (spec.account === null) {
    const remote = resources.filter((resource) => remoteOrigins.includes(resource.origin));
    if (remote.length > 0) {
      notes.push(
        `a public page asked the remotes for ${remote.length} file(s): ${remote.map((r) => r.url).join(', ')}`,
      );
    }
  } else {
    const area = new URL(finalUrl).pathname.split('/')[2] ?? '';
    const own = ORIGINS[area as 'client' | 'manage' | 'users'] as string | undefined;
    const foreignCode = resources.filter(
      (resource) =>
        resource.kind === 'js' && remoteOrigins.includes(resource.origin) && resource.origin !== own,
    );
    if (own && foreignCode.length > 0) {
      notes.push(`code of another area was downloaded: ${foreignCode.map((r) => r.url).join(', ')}`);
    }
  }
  return notes;
}

/**
 * Loads each page once, uncounted: the first loads after the server starts pay for its cold caches and JIT
 * (static files, the listings' first queries), which the median of the runs should not see.
 */
export async function warmUp(browser: Browser, specs: PageSpec[]): Promise<void> {
  for (const spec of specs) await coldLoad(browser, spec);
}

/** `runs` cold loads of a page (after `warmUp`). */
export async function measurePage(
  browser: Browser,
  spec: PageSpec,
  runs: number,
  network: NetworkShape = LOOPBACK,
): Promise<PageResult> {
  const samples: LoadSample[] = [];
  for (let run = 0; run < runs; run += 1) samples.push(await coldLoad(browser, spec, network));
  return pageResult(spec, samples);
}

/** Medians and notes of a page's cold loads. */
export function pageResult(spec: PageSpec, samples: LoadSample[]): PageResult {
  const summaries = samples.map(summarize);
  const byContent = [...summaries].sort((a, b) => a.content - b.content);
  const middle = byContent[Math.floor((byContent.length - 1) / 2)]!;
  const first = samples[0]!;
  const notes = requestNotes(spec, first.resources, first.finalUrl);
  if (summaries.some((summary) => !summary.quiet))
    notes.push('the network did not fall silent within 10 s in some runs');
  const jsSizes = new Set(summaries.map((summary) => summary.js.gzip));
  if (jsSizes.size > 1)
    notes.push(`the JS downloaded differs between runs (gzip: ${[...jsSizes].join(', ')} bytes)`);
  return {
    spec,
    samples: summaries,
    fcp: spread(summaries.map((summary) => summary.fcp)),
    content: spread(summaries.map((summary) => summary.content)),
    complete: spread(summaries.map((summary) => summary.complete)),
    requests: spread(summaries.map((summary) => summary.requests)),
    longTasks: spread(summaries.map((summary) => summary.longTasks)),
    longTaskCount: spread(summaries.map((summary) => summary.longTaskCount)),
    script: spread(summaries.map((summary) => summary.script)),
    commits: spread(summaries.map((summary) => summary.commits)),
    commitsAfter: spread(summaries.map((summary) => summary.commitsAfter)),
    js: middle.js,
    css: middle.css,
    resources: first.resources,
    requestKinds: countKinds(first.resources),
    notes,
  };
}
