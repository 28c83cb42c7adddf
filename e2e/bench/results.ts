/** The shape of one benchmark run, as written to .bench/results.json and rendered into docs/performance.md. */
import type { PageBreakdown } from './breakdown';
import type { ListingPlan, ListingResult } from './listings';
import type { PageResult } from './page-load';
import type { RecordsResult } from './records';
import type { DashboardResult } from './dashboard';
import type { PaletteResult } from './palette';
import type { NavigationResult } from './navigation';
import type { ReferenceResult } from './references';
import type { SingleCopyResult } from './single-copy';

export interface Machine {
  cpus: number;
  cpuModel: string;
  memoryGiB: number;
  /** 1-minute load average when the run started and when it ended: other work on the machine skews times. */
  loadStart: number;
  loadEnd: number | null;
  node: string;
  chromium: string | null;
  platform: string;
}

export interface BenchResults {
  date: string;
  durationSeconds: number | null;
  runs: number;
  /** BENCH_CPU_THROTTLE: how many times slower Chromium ran the measured pages' main thread (1: not throttled). */
  cpuThrottle: number;
  /** BENCH_ONLY when the run measured only some parts. */
  only: string | null;
  machine: Machine;
  pages: PageResult[];
  /** Some of the pages again, each request answered a round trip later (config.ts ROUND_TRIP). */
  roundTrip: PageResult[];
  /** Other apps' pages measured in turns with ours (BENCH_REFERENCES); empty when none was given. */
  references: ReferenceResult[];
  /** The journey after the first load beside react-admin's (a warm reload, a record opened, Back); null when not measured. */
  navigation: NavigationResult | null;
  login: PageBreakdown | null;
  singleCopy: SingleCopyResult | null;
  listingPlan: ListingPlan | null;
  listings: ListingResult[];
  /** The record screens (null when not measured). */
  records: RecordsResult | null;
  dashboard: DashboardResult | null;
  /** The command palette (null when not measured). */
  palette: PaletteResult | null;
  /** Measurements that could not be made. */
  errors: string[];
}
