/**
 * Other apps' pages beside ours (config.ts `REFERENCE_PAGES`), when their builds are given in BENCH_REFERENCES.
 * Each build is copied to a temporary folder with brotli copies of its scripts and styles, as our build ships them,
 * and served by the demo's own static middleware on a free port: the same server, headers and compression for both.
 * Then each pair of pages is loaded cold in turns, ours then theirs, so that the machine's load weighs on both alike.
 */
import {
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { serve } from '@hono/node-server';
import type { Browser } from '@playwright/test';
import { staticFiles } from '@panel/reference-server/static/static-files';
import {
  NAVIGATION,
  PAGES,
  REFERENCE_APPS,
  referenceBuilds,
  REFERENCE_PAGES,
  type PageSpec,
  type ReferenceApp,
  type ReferencePage,
} from './config';
import { measureNavigation, type NavigationResult } from './navigation';
import { coldLoad, pageResult, type LoadSample, type PageResult } from './page-load';

export interface ReferenceResult {
  reference: ReferencePage;
  ours: PageResult;
  theirs: PageResult;
}

export interface ReferencesMeasured {
  pages: ReferenceResult[];
  /** The journey after the first load beside react-admin's (navigation.ts); null without its build. */
  navigation: NavigationResult | null;
}

const VITE_HASHED = /-[\w-]{8}\.(?:js|mjs|css|woff2?|svg|png|jpe?g|webp)$/;

/** What the build plugin compresses in ours (shared-core/webpack/create-config.cjs): scripts and styles. */
const COMPRESSED = new Set(['.js', '.mjs', '.css']);

function withBrotliCopies(dir: string): void {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) withBrotliCopies(path);
    else if (COMPRESSED.has(extname(name))) {
      const body = brotliCompressSync(readFileSync(path), {
        params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
      });
      writeFileSync(`${path}.br`, body);
    }
  }
}

interface Served {
  origin: string;
  close(): Promise<void>;
}

async function serveCopy(app: ReferenceApp, dist: string): Promise<Served> {
  const root = mkdtempSync(join(tmpdir(), `bench-${app}-`));
  // The folder may be given as a link to the build's output (`dist -> build`).
  cpSync(realpathSync(dist), root, { recursive: true });
  withBrotliCopies(root);
  // Vite names its files `index-<8 characters of base64url>.js`, which our HASHED does not take for a hash: cached
  // for good like ours, or their warm reloads would revalidate every file where ours do not.
  const files = staticFiles({ root, label: dist, spaFallback: true, hashed: VITE_HASHED });
  const server = await new Promise<Server>((resolve) => {
    const started = serve({ fetch: files.fetch, port: 0, hostname: 'localhost' }, () =>
      resolve(started as Server),
    );
  });
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://localhost:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
        rmSync(root, { recursive: true, force: true });
      }),
  };
}

/** Measures the reference pages whose builds were given; none given, none measured. */
export async function measureReferences(browser: Browser, runs: number): Promise<ReferencesMeasured> {
  const builds = referenceBuilds();
  const apps = Object.keys(builds) as ReferenceApp[];
  if (apps.length === 0) return { pages: [], navigation: null };
  const served = new Map<ReferenceApp, Served>();
  try {
    for (const app of apps) served.set(app, await serveCopy(app, builds[app]!));
    const pairs = REFERENCE_PAGES.filter((reference) => served.has(reference.app)).map((reference) => {
      const ours = PAGES.find((page) => page.id === reference.ours);
      if (!ours) throw new Error(`${reference.id}: no page "${reference.ours}" of ours to compare with`);
      const theirs: PageSpec = {
        id: reference.id,
        title: `${REFERENCE_APPS[reference.app].name}: ${reference.title}`,
        path: `${served.get(reference.app)!.origin}/${reference.hash}`,
        account: null,
        content: reference.content,
      };
      return { reference, ours, theirs, oursSamples: [] as LoadSample[], theirSamples: [] as LoadSample[] };
    });
    // One uncounted load of each, as measurePages does: the servers' first answers pay for cold caches.
    for (const pair of pairs) {
      await coldLoad(browser, pair.ours);
      await coldLoad(browser, pair.theirs);
    }
    for (let run = 0; run < runs; run += 1) {
      for (const pair of pairs) {
        pair.oursSamples.push(await coldLoad(browser, pair.ours));
        pair.theirSamples.push(await coldLoad(browser, pair.theirs));
      }
    }
    const pages = pairs.map((pair) => ({
      reference: pair.reference,
      ours: pageResult(pair.ours, pair.oursSamples),
      theirs: pageResult(pair.theirs, pair.theirSamples),
    }));
    const reactAdmin = served.get('react-admin');
    const navigation = reactAdmin
      ? await measureNavigation(
          browser,
          NAVIGATION.ours,
          {
            ...NAVIGATION.reactAdmin,
            listing: `${reactAdmin.origin}/${NAVIGATION.reactAdmin.hash}`,
            account: null,
          },
          runs,
        )
      : null;
    return { pages, navigation };
  } finally {
    for (const server of served.values()) await server.close();
  }
}
