/**
 * What a user does after the first load, beside react-admin's example in the same run (issue 49: "keep what leads"):
 * a warm reload of the listing (its code in the browser's cache), opening a record from the listing, and Back to the
 * listing. Each sample is a fresh browser: the listing loaded cold and left quiet (not counted), then the three steps
 * in that tab. Ours and theirs take turns, so the machine's load weighs on both alike.
 *
 * Clocks are the page's own: a reload is timed from its navigation start to the rows (the content probe, as a cold
 * load), a click from the capture-phase click to the record's content, Back from `history.back()` to the rows
 * (records.ts `arm`/`finish`: a MutationObserver stops the clock).
 */
import type { Browser, Page } from '@playwright/test';
import { CONTENT_TIMEOUT_MS, QUIET_MS, QUIET_TIMEOUT_MS, type Account } from './config';
import { NetworkRecorder } from './network';
import { applyCpuThrottle, screenshotOnFailure, pageUrl } from './page-load';
import { installContentProbe, waitForContent } from './probes';
import { arm, finish } from './records';
import { coldContext } from './session';
import { spread, type Spread } from './stats';

export const NAVIGATION_STEPS = ['reload', 'open', 'back'] as const;
export type NavigationStep = (typeof NAVIGATION_STEPS)[number];

/** The issue's goals, ours ÷ theirs: warm reloads no slower, in-app navigation at most 0.8×. */
export const NAVIGATION_GOALS: Record<NavigationStep, { title: string; ratio: number }> = {
  reload: { title: 'warm reload of the listing, to its rows', ratio: 1 },
  open: { title: 'a record opened from the listing (click → its content)', ratio: 0.8 },
  back: { title: 'Back from the record to the listing (→ its rows)', ratio: 0.8 },
};

/** One app's listing and record, as a user reaches them. */
export interface NavigationSpec {
  /** A path of ours, or a whole URL of theirs. */
  listing: string;
  account: Account | null;
  rows: string;
  /** What a user clicks to open the first record. */
  openLink: string;
  record: string;
}

export interface NavigationResult {
  steps: Record<NavigationStep, { ours: Spread; theirs: Spread }>;
  notes: string[];
}

type Sample = Record<NavigationStep, number>;

async function journey(browser: Browser, spec: NavigationSpec, label: string): Promise<Sample> {
  const context = await coldContext(browser, spec.account);
  let page: Page | null = null;
  let stage = 'the cold load';
  try {
    await installContentProbe(context, spec.rows);
    page = await context.newPage();
    await applyCpuThrottle(context, page);
    const network = new NetworkRecorder(page);
    await page.goto(pageUrl(spec.listing), { waitUntil: 'commit' });
    await waitForContent(page, CONTENT_TIMEOUT_MS);
    await network.waitForQuiet(QUIET_MS, QUIET_TIMEOUT_MS);

    stage = 'the warm reload';
    await page.reload({ waitUntil: 'commit' });
    const reload = await waitForContent(page, CONTENT_TIMEOUT_MS);
    await network.waitForQuiet(QUIET_MS, QUIET_TIMEOUT_MS);

    stage = 'opening the record';
    await arm(page, { selector: spec.record });
    await page.locator(spec.openLink).first().click();
    const opened = await finish(page);
    await network.waitForQuiet(QUIET_MS, QUIET_TIMEOUT_MS);

    stage = 'Back';
    await arm(page, { selector: spec.rows });
    await page.evaluate(() => {
      // The record's own tables are not the listing's rows.
      document.querySelectorAll('table tbody').forEach((body) => body.setAttribute('data-bench-old', ''));
      window.__benchStep!.startAt = performance.now();
      history.back();
    });
    const back = await finish(page);
    return { reload, open: opened.doneAt - opened.startAt, back: back.doneAt - back.startAt };
  } catch (error) {
    const shot = page ? await screenshotOnFailure(page, `navigation-${label}`) : null;
    throw new Error(
      `navigation (${label}), ${stage}: ${(error as Error).message.split('\n')[0]}${shot ? ` (screenshot: ${shot})` : ''}`,
    );
  } finally {
    await context.close();
  }
}

/** `runs` journeys of each, in turns (after one uncounted journey each); a failed journey is tried once more. */
export async function measureNavigation(
  browser: Browser,
  ours: NavigationSpec,
  theirs: NavigationSpec,
  runs: number,
): Promise<NavigationResult> {
  const notes: string[] = [];
  const attempt = async (spec: NavigationSpec, label: string): Promise<Sample> => {
    try {
      return await journey(browser, spec, label);
    } catch (error) {
      notes.push(`a journey was repeated after: ${(error as Error).message}`);
      return journey(browser, spec, label);
    }
  };
  await attempt(ours, 'ours');
  await attempt(theirs, 'theirs');
  const oursSamples: Sample[] = [];
  const theirSamples: Sample[] = [];
  for (let run = 0; run < runs; run += 1) {
    oursSamples.push(await attempt(ours, 'ours'));
    theirSamples.push(await attempt(theirs, 'theirs'));
  }
  const steps = Object.fromEntries(
    NAVIGATION_STEPS.map((step) => [
      step,
      {
        ours: spread(oursSamples.map((sample) => sample[step])),
        theirs: spread(theirSamples.map((sample) => sample[step])),
      },
    ]),
  ) as NavigationResult['steps'];
  return { steps, notes };
}
