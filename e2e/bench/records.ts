/**
 * The record screens: what a user waits for between a click and the answer on screen, cold (the first time in a fresh
 * browser, the record screens' code not loaded yet) and warm (the same steps again in the same tab, code loaded).
 * Steps: an application's name in the listing → its facts; "Edit" → an interactive form; "Save" → the success
 * message; the comments tab → 50 comments; "move down" on a comment → the server's answer to update-position.
 * The clock is the page's: a capture-phase click listener starts it, a MutationObserver stops it (or the resource
 * timing of the request, for the reorder).
 */
import type { Browser, Page } from '@playwright/test';
import { API_URL, CONTENT, ORIGINS, QUIET_MS, QUIET_TIMEOUT_MS } from './config';
import { NetworkRecorder } from './network';
import { installContentProbe, requestAfter, waitForContent } from './probes';
import { coldContext, signIn } from './session';
import { screenshotOnFailure } from './page-load';
import { spread, type Spread } from './stats';

export const RECORD_STEPS = ['facts', 'edit', 'save', 'comments', 'reorder'] as const;
export type RecordStep = (typeof RECORD_STEPS)[number];

export interface RecordsResult {
  applicationId: number;
  comments: number;
  cold: Record<RecordStep, Spread>;
  warm: Record<RecordStep, Spread>;
  notes: string[];
}

/** The targets of issue 7 (loopback): warm at most 300 ms a step, cold at most 1 s. */
export const RECORD_GOALS = { warm: 300, cold: 1000 } as const;

const COMMENTS = 50;
const STEP_TIMEOUT_MS = 30_000;

interface StepProbe {
  armed: boolean;
  startAt: number | null;
  doneAt: number | null;
  selector: string | null;
  minCount: number;
  text: string | null;
}

declare global {
  interface Window {
    __benchStep?: StepProbe;
  }
}

/** Arms the step probe: the next click starts the clock; the first mutation after which the condition holds stops it. */
export async function arm(
  page: Page,
  condition: { selector?: string; minCount?: number; text?: string },
): Promise<void> {
  await page.evaluate(
    ({ selector, minCount, text }) => {
      const probe: StepProbe = {
        armed: true,
        startAt: null,
        doneAt: null,
        selector: selector ?? null,
        minCount: minCount ?? 1,
        text: text ?? null,
      };
      window.__benchStep = probe;
      const holds = () => {
        if (probe.selector) {
          const found = document.querySelectorAll(probe.selector);
          if (found.length < probe.minCount) return false;
          const box = found[0]!.getBoundingClientRect();
          if (box.width === 0 && box.height === 0) return false;
        }
        return probe.text === null || (document.body.textContent ?? '').includes(probe.text);
      };
      const onClick = () => {
        if (probe.startAt === null) probe.startAt = performance.now();
      };
      window.addEventListener('click', onClick, true);
      const observer = new MutationObserver(() => {
        if (probe.startAt === null || probe.doneAt !== null || !holds()) return;
        probe.doneAt = performance.now();
        observer.disconnect();
        window.removeEventListener('click', onClick, true);
      });
      observer.observe(document, { childList: true, subtree: true, attributes: true, characterData: true });
    },
    { selector: condition.selector, minCount: condition.minCount, text: condition.text },
  );
}

export async function finish(page: Page): Promise<{ startAt: number; doneAt: number }> {
  const handle = await page.waitForFunction(
    () => {
      const probe = window.__benchStep;
      return probe && probe.startAt !== null && probe.doneAt !== null
        ? { startAt: probe.startAt, doneAt: probe.doneAt }
        : null;
    },
    undefined,
    { timeout: STEP_TIMEOUT_MS, polling: 50 },
  );
  return (await handle.jsonValue()) as { startAt: number; doneAt: number };
}

export async function step(
  page: Page,
  condition: { selector?: string; minCount?: number; text?: string },
  act: () => Promise<void>,
): Promise<number> {
  await arm(page, condition);
  await act();
  const { startAt, doneAt } = await finish(page);
  return doneAt - startAt;
}

async function api<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${API_URL}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
      'Accept-Language': 'en',
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok)
    throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** A new application of the owner with 50 comments: the newest, so the first row of the default listing. */
export async function planRecords(): Promise<{ applicationId: number }> {
  const { token } = await signIn('owner');
  const created = await api<{ data: { id: number } }>(token, 'POST', '/client/application/store', {
    name: 'Bench Harbor',
    developer_name: 'Acme Apps',
    language: 'en',
    category: 'games',
    template: 'google-play',
    offer_url: 'https://offers.example/bench',
    rating: 4.7,
    installs_label: '50K+',
    description: 'An application with fifty comments, made by the benchmark.',
  });
  const id = created.data.id;
  for (let n = 1; n <= COMMENTS; n += 1) {
    await api(token, 'POST', '/client/application/comment/store', {
      application_id: id,
      author_name: `Reviewer ${n}`,
      text: `Comment number ${n}: quick to install and works offline.`,
      rating: (n % 5) + 1,
      likes: n,
      shown_date: '2026-05-01',
    });
  }
  return { applicationId: id };
}

type Sample = Record<RecordStep, number>;

async function pass(page: Page, id: number, round: number): Promise<Sample> {
  const name = `Bench Harbor ${round}`;
  const facts = await step(page, { selector: '[data-testid="fact-list"]' }, () =>
    page.locator(`table tbody a[href$="/applications/${id}"]`).first().click(),
  );
  const edit = await step(page, { selector: 'form input[name="name"]:not([disabled])' }, () =>
    page.getByRole('button', { name: 'Edit', exact: true }).click(),
  );
  await page.locator('form input[name="name"]').fill(name);
  const save = await step(page, { text: `Application «${name}» saved` }, () =>
    page.getByRole('button', { name: 'Save changes' }).click(),
  );
  const comments = await step(page, { selector: '[data-testid="comment-card"]', minCount: COMMENTS }, () =>
    page
      .getByRole('navigation', { name: 'Sections' })
      .getByRole('link', { name: /^Comments/ })
      .click(),
  );
  // The reorder: from the click to the end of the update-position answer.
  await arm(page, {});
  // Caught here so that a failure of the click below is the one reported (an unawaited rejection would end the run).
  const answered = page
    .waitForResponse((response) => response.url().includes('update-position'), { timeout: STEP_TIMEOUT_MS })
    .then(
      () => null,
      (error: unknown) => error,
    );
  await page
    .getByRole('button', { name: /^Move the comment by .+ down$/ })
    .first()
    .click();
  const failed = await answered;
  if (failed) throw failed;
  const started = await page.evaluate(() => window.__benchStep?.startAt ?? null);
  const request = started === null ? null : await requestAfter(page, 'update-position', started);
  const reorder = started !== null && request ? request.responseEnd - started : Number.NaN;
  return { facts, edit, save, comments, reorder };
}

async function runOnce(browser: Browser, id: number, run: number): Promise<{ cold: Sample; warm: Sample }> {
  const context = await coldContext(browser, 'owner');
  await context.addInitScript(() => window.localStorage.setItem('i18nextLng', 'en'));
  try {
    await installContentProbe(context, CONTENT.listingRows);
    const page = await context.newPage();
    const network = new NetworkRecorder(page);
    let stage = 'opening the listing';
    try {
      await page.goto(`${ORIGINS.shell}/admin/client/applications`, { waitUntil: 'commit' });
      await waitForContent(page, STEP_TIMEOUT_MS);
      await network.waitForQuiet(QUIET_MS, QUIET_TIMEOUT_MS);
      stage = 'the cold pass';
      const cold = await pass(page, id, run * 2);
      await network.waitForQuiet(QUIET_MS, QUIET_TIMEOUT_MS);
      stage = 'back to the listing';
      await page.getByRole('link', { name: 'Applications', exact: true }).first().click();
      await page.locator(`table tbody a[href$="/applications/${id}"]`).first().waitFor();
      await network.waitForQuiet(QUIET_MS, QUIET_TIMEOUT_MS);
      stage = 'the warm pass';
      const warm = await pass(page, id, run * 2 + 1);
      return { cold, warm };
    } catch (error) {
      const shot = await screenshotOnFailure(page, `records-${run}`);
      throw new Error(
        `record screens, ${stage}: ${(error as Error).message.split('\n')[0]}${shot ? ` (screenshot: ${shot})` : ''}`,
      );
    }
  } finally {
    await context.close();
  }
}

const bySteps = (samples: Sample[]) =>
  Object.fromEntries(
    RECORD_STEPS.map((name) => [name, spread(samples.map((sample) => sample[name]))]),
  ) as Record<RecordStep, Spread>;

export async function measureRecords(browser: Browser, runs: number): Promise<RecordsResult> {
  const { applicationId } = await planRecords();
  const cold: Sample[] = [];
  const warm: Sample[] = [];
  const notes: string[] = [];
  for (let run = 0; run < runs; run += 1) {
    let sample: { cold: Sample; warm: Sample };
    try {
      sample = await runOnce(browser, applicationId, run);
    } catch (error) {
      notes.push(`run ${run + 1} was repeated after: ${(error as Error).message}`);
      sample = await runOnce(browser, applicationId, run + runs);
    }
    cold.push(sample.cold);
    warm.push(sample.warm);
  }
  return { applicationId, comments: COMMENTS, cold: bySteps(cold), warm: bySteps(warm), notes };
}
