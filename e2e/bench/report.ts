/** docs/performance.md, .bench/results.json and the summary printed at the end of a run. */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import {
  APPS,
  CONTENT,
  LOGIN_AIM_GZIP_BYTES,
  LOGIN_GOAL_GZIP_BYTES,
  REFERENCE,
  REFERENCE_APPS,
  REPORT_MD,
  RESULTS_JSON,
  ROUND_TRIP,
  YARDSTICK,
} from './config';
import { COMMITS_AFTER_MS } from './page-load';
import type { FileRow } from './breakdown';
import type { Phases } from './listings';
import { RECORD_GOALS, RECORD_STEPS, type RecordStep } from './records';
import { NAVIGATION_GOALS, NAVIGATION_STEPS, type NavigationResult } from './navigation';
import type { ResourceKind } from './network';
import type { BenchResults } from './results';
import type { Spread } from './stats';

const KB = 1024;

export const kb = (bytes: number | null | undefined): string =>
  bytes === null || bytes === undefined ? '–' : `${(bytes / KB).toFixed(1)} KB`;

export const ms = (value: number | null | undefined): string =>
  value === null || value === undefined ? '–' : `${Math.round(value)} ms`;

/** "812 ms (760–905)": the median and the range of the runs. */
const timing = (value: Spread): string =>
  value.median === null
    ? '–'
    : value.values.length > 1
      ? `${ms(value.median)} (${Math.round(value.min!)}–${Math.round(value.max!)})`
      : ms(value.median);

const count = (value: Spread): string => {
  if (value.median === null) return '–';
  return value.min !== value.max ? `${value.median} (${value.min}–${value.max})` : String(value.median);
};

const cell = (text: string): string => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

function table(head: string[], rows: string[][], align?: ('l' | 'r')[]): string {
  const rule = head.map((_, i) => ((align?.[i] ?? 'l') === 'r' ? '---:' : '---'));
  return [head, rule, ...rows].map((row) => `| ${row.map(cell).join(' | ')} |`).join('\n');
}

/** A URL as the file's name on its origin: `shell:/admin/main.abc.js`, `client:/123.js`. */
function shortUrl(url: string): string {
  for (const [app, { base }] of Object.entries(APPS)) {
    if (url.startsWith(base)) return `${app}: ${url.slice(base.length)}`;
  }
  return url;
}

function inside(file: FileRow): string {
  if (!file.parts) return '(no source map)';
  const total = file.parts.reduce((sum, part) => sum + part.raw, 0) || 1;
  const shown = file.parts.filter((part) => part.raw / total >= 0.05).slice(0, 4);
  return shown.map((part) => `${part.name} ${Math.round((part.raw / total) * 100)}%`).join(', ');
}

const KIND_NAMES: [ResourceKind, string][] = [
  ['document', 'document'],
  ['js', 'JS'],
  ['css', 'CSS'],
  ['json', 'JSON (config, manifests, menus, translations)'],
  ['api', 'API'],
  ['image', 'images'],
  ['font', 'fonts'],
  ['other', 'other'],
];

const kinds = (counts: Partial<Record<ResourceKind, number>>): string =>
  KIND_NAMES.filter(([kind]) => counts[kind])
    .map(([kind, name]) => `${counts[kind]} ${name}`)
    .join(', ');

interface GoalCheck {
  goal: string;
  measured: string;
  pass: boolean | null;
}

/** The page goals (docs/performance.md, "Goals"), each with what this run measured. */
function goalChecks(results: BenchResults): GoalCheck[] {
  const page = (id: string) => results.pages.find((candidate) => candidate.spec.id === id);
  const atMost = (value: number | null | undefined, limit: number) =>
    value === null || value === undefined ? null : value <= limit;
  const login = page('login');
  const listing = page('client');
  const listingBytes = listing ? listing.js.gzip + listing.css.gzip : null;
  return [
    {
      goal: `\`/admin/login\`: at most ${kb(LOGIN_GOAL_GZIP_BYTES)} of JS + CSS (gzip)`,
      measured: results.login ? kb(results.login.goal.gzip) : '–',
      pass: results.login ? results.login.goal.pass : null,
    },
    {
      goal: `\`/admin/login\`: the aim, at most ${kb(LOGIN_AIM_GZIP_BYTES)} of JS + CSS (gzip)`,
      measured: results.login ? kb(results.login.goal.gzip) : '–',
      pass: results.login ? results.login.goal.gzip <= LOGIN_AIM_GZIP_BYTES : null,
    },
    {
      goal: `\`/admin/login\`: first paint no later than the template's sign-in page (${ms(REFERENCE.templateLoginFcpMs)})`,
      measured: ms(login?.fcp.median),
      pass: atMost(login?.fcp.median, REFERENCE.templateLoginFcpMs),
    },
    {
      goal: `\`/admin/client/applications\`: rows of the first listing in at most ${ms(REFERENCE.firstListingRowsMs)}, cold`,
      measured: ms(listing?.content.median),
      pass: atMost(listing?.content.median, REFERENCE.firstListingRowsMs),
    },
    {
      goal: `\`/admin/client/applications\`: no heavier than ${kb(REFERENCE.signedInListingGzipBytes)} of JS + CSS (gzip)`,
      measured: kb(listingBytes),
      pass: atMost(listingBytes, REFERENCE.signedInListingGzipBytes),
    },
  ];
}

interface YardstickCheck {
  what: string;
  value: number | null;
  ratio: number | null;
  goal: number;
}

/** The react-admin yardstick: medians of this run divided by the login page's median first contentful paint. */
function yardstickChecks(results: BenchResults): YardstickCheck[] {
  const page = (id: string) => results.pages.find((candidate) => candidate.spec.id === id);
  const loginFcp = page('login')?.fcp.median ?? null;
  const check = (what: string, value: number | null | undefined, goal: number): YardstickCheck => {
    const present = value ?? null;
    return {
      what,
      value: present,
      ratio: present === null || !loginFcp ? null : present / loginFcp,
      goal,
    };
  };
  return [
    check(
      'listing rows (`/admin/client/applications`)',
      page('client')?.content.median,
      YARDSTICK.listingRowsPerLoginFcp,
    ),
    check(
      'edit form (`/admin/client/applications/1/edit`)',
      page('edit')?.content.median,
      YARDSTICK.editFormPerLoginFcp,
    ),
    check('long tasks, listing', page('client')?.longTasks.median, YARDSTICK.longTasksPerLoginFcp),
    check('long tasks, edit form', page('edit')?.longTasks.median, YARDSTICK.longTasksPerLoginFcp),
    check(
      "long tasks, login (the CoreUI template's + 50 ms)",
      page('login')?.longTasks.median,
      YARDSTICK.loginLongTasksPerLoginFcp,
    ),
  ];
}

const ratioText = (ratio: number | null): string => (ratio === null ? '–' : `${ratio.toFixed(2)}×`);
const yardstickVerdict = (check: YardstickCheck): string =>
  check.ratio === null ? 'not measured' : check.ratio <= check.goal ? 'PASS' : 'over';

function yardstickSection(results: BenchResults): string {
  const loginFcp = results.pages.find((page) => page.spec.id === 'login')?.fcp.median ?? null;
  const m = results.machine;
  const rows = yardstickChecks(results).map((check) => [
    check.what,
    ms(check.value),
    ratioText(check.ratio),
    `≤ ${check.goal.toFixed(2)}×`,
    yardstickVerdict(check),
  ]);
  return [
    "### The react-admin yardstick: ratios to the login page's first paint",
    '',
    "The machine's speed moves every time, so the goals against react-admin are stated (0.8× react-admin 5's cold times, no more " +
      "blocking than react-admin's; on the login page, within 50 ms of the CoreUI template's sign-in page) as ratios to " +
      "our own login page's first contentful paint in the same run: " +
      `here ${ms(loginFcp)}, at a load average of ${m.loadStart.toFixed(2)}${m.loadEnd === null ? '' : `–${m.loadEnd.toFixed(2)}`} ` +
      'on a 2-core machine shared with other work. Medians of the pages below; long tasks as in "Main thread".',
    '',
    table(['measure', 'median', '÷ login FCP', 'goal', 'verdict'], rows, ['l', 'r', 'r', 'r', 'l']),
  ].join('\n');
}

const ratioOf = (ours: number | null, theirs: number | null) =>
  ours === null || !theirs ? null : ours / theirs;

/** A time of ours against theirs, judged as at most `goal` times theirs. */
function timeRow(what: string, ours: Spread, theirs: Spread, goal: number): string[] {
  const ratio = ratioOf(ours.median, theirs.median);
  return [
    what,
    ms(ours.median),
    ms(theirs.median),
    ratioText(ratio),
    `≤ ${goal.toFixed(2)}×`,
    verdictOf(ratio === null ? null : ratio <= goal),
  ];
}

/** Our pages against the reference apps' in the same run (references.ts), each goal as the issue states it. */
function sideBySideRows(results: BenchResults): string[][] {
  const rows: string[][] = [];
  for (const { reference, ours, theirs } of results.references) {
    const what = `\`${ours.spec.path}\` beside ${REFERENCE_APPS[reference.app].name}'s ${reference.title}`;
    if (reference.fcpRatio !== null)
      rows.push(timeRow(`first contentful paint: ${what}`, ours.fcp, theirs.fcp, reference.fcpRatio));
    if (reference.contentRatio !== null)
      rows.push(timeRow(`content: ${what}`, ours.content, theirs.content, reference.contentRatio));
    const oursLong = ours.longTasks.median;
    const theirsLong = theirs.longTasks.median;
    const allowance = reference.longTasksAllowanceMs;
    rows.push([
      `long tasks: ${what}`,
      ms(oursLong),
      ms(theirsLong),
      ratioText(ratioOf(oursLong, theirsLong)),
      allowance === null ? '–' : allowance > 0 ? `≤ theirs + ${allowance} ms` : '≤ theirs',
      allowance === null
        ? '–'
        : verdictOf(oursLong === null || theirsLong === null ? null : oursLong <= theirsLong + allowance),
    ]);
    const oursBytes = ours.js.gzip + ours.css.gzip;
    const theirBytes = theirs.js.gzip + theirs.css.gzip;
    rows.push([
      `JS + CSS gzip: ${what}`,
      kb(oursBytes),
      kb(theirBytes),
      ratioText(ratioOf(oursBytes, theirBytes)),
      reference.noHeavier ? '≤ theirs' : '–',
      reference.noHeavier ? verdictOf(oursBytes <= theirBytes) : '–',
    ]);
  }
  return rows;
}

/** A table of our times beside another app's, each row judged against its goal (`timeRow`). */
const oursBesideTheirs = (rows: string[][]): string =>
  table(['measure', 'ours', 'theirs', 'ours ÷ theirs', 'goal', 'verdict'], rows, [
    'l',
    'r',
    'r',
    'r',
    'l',
    'l',
  ]);

function sideBySideSection(results: BenchResults): string {
  const heading = '### Side by side: react-admin and the CoreUI template, in the same run';
  if (results.references.length === 0) {
    return [
      heading,
      '',
      'Not measured in this run: give their production builds in `BENCH_REFERENCES` (how to build them: "Side by side" ' +
        'in the notes at the end of this page).',
    ].join('\n');
  }
  const apps = [...new Set(results.references.map((result) => result.reference.app))];
  return [
    heading,
    '',
    `Their pages and ours loaded cold in turns, ${results.runs} of each, served by the same server with brotli copies ` +
      `of the scripts (medians; first contentful paint and long tasks as in "Main thread"): ` +
      `${apps.map((app) => `${REFERENCE_APPS[app].name} (${REFERENCE_APPS[app].source})`).join('; ')}.`,
    '',
    oursBesideTheirs(sideBySideRows(results)),
  ].join('\n');
}

/** The journey after the first load beside react-admin's (navigation.ts), each step against the issue's goal. */
function navigationSection(navigation: NavigationResult, runs: number): string {
  const rows = NAVIGATION_STEPS.map((step) => {
    const { ours, theirs } = navigation.steps[step];
    const goal = NAVIGATION_GOALS[step];
    return timeRow(goal.title, ours, theirs, goal.ratio);
  });
  return [
    '#### After the first load, beside react-admin',
    '',
    `A fresh browser each time, ${runs} of each in turns: the listing loaded cold (not counted), then reloaded with its ` +
      "code in the cache, the first row opened, and Back (medians; the page's own clock, from the reload's start, " +
      'the click, or `history.back()`, to the rows or the record drawn).',
    '',
    oursBesideTheirs(rows),
    ...(navigation.notes.length > 0 ? ['', ...navigation.notes.map((note) => `- ${note}`)] : []),
  ].join('\n');
}

const verdictOf = (pass: boolean | null): string => (pass === null ? 'not measured' : pass ? 'PASS' : 'FAIL');

function goalsSection(results: BenchResults): string {
  const rows = goalChecks(results).map((check) => [check.goal, check.measured, verdictOf(check.pass)]);
  return [
    '## Goals',
    '',
    "Against fixed figures measured on another machine (the design notes below say which): this machine's speed " +
      'moves the times, so a time goal passed here by a small margin may not pass on a slower one.',
    '',
    table(['goal', 'measured (median)', 'verdict'], rows, ['l', 'r', 'l']),
    '',
    yardstickSection(results),
    '',
    sideBySideSection(results),
    ...(results.navigation ? ['', navigationSection(results.navigation, results.runs)] : []),
  ].join('\n');
}

/** The median complete time, its ratio to the content's and issue 49's verdict (within 10 % of the content). */
function completeCell(content: number | null, complete: number | null): string {
  if (content === null || complete === null) return '–';
  const ratio = complete / content;
  return `${ms(complete)} (${ratio.toFixed(2)}×, ${ratio <= 1.1 ? 'PASS' : 'FAIL'})`;
}

function pagesSection(results: BenchResults): string {
  const rows = results.pages.map((page) => [
    `${page.spec.title}<br>\`${page.spec.path}\``,
    count(page.requests),
    String(page.js.files),
    kb(page.js.raw),
    kb(page.js.gzip),
    kb(page.js.transfer),
    page.css.files > 0 ? `${kb(page.css.raw)} / ${kb(page.css.gzip)}` : 'none',
    timing(page.fcp),
    timing(page.content),
    completeCell(page.content.median, page.complete?.median ?? null),
  ]);
  const notes = results.pages.flatMap((page) => page.notes.map((note) => `- ${page.spec.id}: ${note}`));
  const mainThreadRows = results.pages.map((page) => [
    `\`${page.spec.path}\``,
    timing(page.longTasks),
    count(page.longTaskCount),
    timing(page.script),
    count(page.commits),
    count(page.commitsAfter),
  ]);
  const requestRows = results.pages.map((page) => [`\`${page.spec.path}\``, kinds(page.requestKinds)]);
  const content = [
    `## Pages (cold loads, median of ${results.runs})`,
    '',
    'Each load is a new browser context (empty cache and storage), after one uncounted warm-up load of each ' +
      'page; signed-in ' +
      'pages get their session from the API before the first script runs. Requests count everything the page ' +
      'asked for until the network was silent for 0.5 s after the content showed (chunks, translations, menu ' +
      'metadata, API calls, images). Bytes: raw = decoded body, gzip = gzip -9 of it, transferred = what the ' +
      'browser received, headers included (the demo server sends the brotli copies the build made of the ' +
      'content-hashed files, and gzips the rest at its own level). Times are from navigation ' +
      'start, median (min–max); "content" is the login form, the dashboard\'s chart drawn, the first row of the ' +
      'listing, or the edit form with the record in it; "complete" is the content with the menu (a link in the ' +
      "sidebar's navigation) and the header drawn too, the content's time on a page without the layout.",
    '',
    table(
      [
        'page',
        'requests',
        'JS files',
        'JS raw',
        'JS gzip -9',
        'JS transferred',
        'CSS raw / gzip',
        'first contentful paint',
        'main content',
        'complete (÷ content; goal ≤ 1.10×)',
      ],
      rows,
      ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r'],
    ),
    '',
    '### Main thread, from navigation start to the content',
    '',
    'In the same loads. Long tasks: Σ (duration − 50 ms) of the tasks over 50 ms that started before the content ' +
      'showed (a PerformanceObserver installed before the first script; the task that drew the content counts ' +
      "whole), and how many. Script: the renderer's JavaScript time over the same span (CDP " +
      '`Performance.getMetrics`, ScriptDuration, read when the content showed: a few ms late at most). React ' +
      "commits: counted by a minimal React DevTools hook (react-dom's production build calls it after each " +
      `commit), until the content and in the ${COMMITS_AFTER_MS / 1000} s after it. Commits are counts and do not ` +
      'depend on the machine; times do (the load average is above).',
    '',
    table(
      [
        'page',
        'long tasks Σ over 50 ms',
        'how many',
        'script',
        'React commits to content',
        `commits in the ${COMMITS_AFTER_MS / 1000} s after`,
      ],
      mainThreadRows,
      ['l', 'r', 'r', 'r', 'r', 'r'],
    ),
    '',
    'The requests of one load, by kind:',
    '',
    table(['page', 'requests'], requestRows),
  ];
  if (notes.length > 0) content.push('', 'Noticed in the requests:', '', ...notes);
  return content.join('\n');
}

function loginSection(results: BenchResults): string {
  const login = results.login;
  if (!login) return '## The first page: `/admin/login`\n\nNot measured (see the errors below).';
  const rows = login.files.map((file) => [
    `\`${shortUrl(file.url)}\``,
    file.what,
    kb(file.raw),
    kb(file.gzip),
    kb(file.transfer),
    inside(file),
  ]);
  rows.push([
    '**total**',
    `${login.files.length} files`,
    `**${kb(login.total.raw)}**`,
    `**${kb(login.total.gzip)}**`,
    kb(login.total.transfer),
    '',
  ]);
  const libraries = login.byLibrary
    .filter((part) => part.raw >= 512)
    .map((part) => [part.name, kb(part.raw), kb(part.gzip)]);
  const small = login.byLibrary.filter((part) => part.raw < 512);
  if (small.length > 0) {
    libraries.push([
      `${small.length} smaller parts`,
      kb(small.reduce((sum, part) => sum + part.raw, 0)),
      kb(small.reduce((sum, part) => sum + part.gzip, 0)),
    ]);
  }
  const verdict = login.goal.pass ? 'PASS' : 'FAIL';
  return [
    '## The first page: `/admin/login`, file by file',
    '',
    "What each downloaded JS (and CSS) file is: the shared package it carries according to the shell's " +
      '`mf-manifest.json` (`shared[].assets`), or the shell\'s own code; "inside" is from the file\'s source map.',
    '',
    table(['file', 'what', 'raw', 'gzip -9', 'transferred', 'inside (source map, share of raw)'], rows, [
      'l',
      'l',
      'r',
      'r',
      'r',
      'l',
    ]),
    '',
    `**Goal: at most ${(LOGIN_GOAL_GZIP_BYTES / KB).toFixed(1)} KB gzip of JS + CSS on \`/admin/login\`: ` +
      `${verdict}** — ${kb(login.goal.gzip)} (${login.goal.gzip.toLocaleString('en')} bytes; 1 KB = 1,024 bytes).`,
    '',
    '### The same bytes by library',
    '',
    "From the source maps of the files above: raw bytes exactly; gzip estimated per library (each library's code " +
      "compressed alone, scaled so that a file's parts add up to its real gzip size).",
    '',
    table(['library', 'raw', '≈ gzip'], libraries, ['l', 'r', 'r']),
    ...(login.unmappedFiles.length > 0
      ? ['', `Files without a source map (not above): ${login.unmappedFiles.join(', ')}`]
      : []),
  ].join('\n');
}

function singleCopySection(results: BenchResults): string {
  const proof = results.singleCopy;
  if (!proof) return '## One copy of each shared library\n\nNot measured (see the errors below).';
  const steps = proof.steps
    .map(
      (step, i) =>
        `${i + 1}. ${step.name}: \`${new URL(step.url).pathname}\` (${step.how === 'in-app' ? 'inside the app' : 'page load'})${step.note ? ` — ${step.note}` : ''}`,
    )
    .join('\n');
  const packages = proof.packages.map((entry) => [
    `\`${entry.name}\``,
    String(entry.copies),
    entry.origins.join(', ') || '–',
    entry.files.map((file) => `\`${shortUrl(file.url)}\``).join('<br>') || '–',
    kb(entry.files.reduce((sum, file) => sum + file.gzip, 0)),
    entry.status === 'DUPLICATE' ? '**DUPLICATE**' : entry.status,
  ]);
  const others = proof.otherFiles.map((file) => [
    `\`${shortUrl(file.url)}\``,
    file.what,
    kb(file.raw),
    kb(file.gzip),
  ]);
  const totals = proof.totals
    .filter((total) => total.files > 0)
    .map((total) => [total.origin, String(total.files), kb(total.raw), kb(total.gzip)]);
  const verdict = proof.failures.length === 0 ? 'PASS: every shared library was downloaded once.' : 'FAIL:';
  const content = [
    '## One copy of each shared library',
    '',
    `One browser tab, ${proof.documents === 1 ? 'one document (no reload)' : `${proof.documents} documents`}:`,
    '',
    steps,
    '',
    'Every JS file it downloaded is mapped to the shared package(s) it carries with the four `mf-manifest.json` ' +
      "(shell and remotes: `shared[].name` → `assets.js.sync/async`). Copies = origins a package's files came from.",
    '',
    table(['shared package', 'copies', 'origin', 'files', 'gzip -9', 'status'], packages, [
      'l',
      'r',
      'l',
      'l',
      'r',
      'l',
    ]),
    '',
    `**${verdict}**`,
    ...proof.failures.map((failure) => `- ${failure}`),
    '',
    '### The other JS files of the journey',
    '',
    table(['file', 'what', 'raw', 'gzip -9'], others, ['l', 'l', 'r', 'r']),
    '',
    '### Bytes by origin',
    '',
    table(['origin', 'JS/CSS files', 'raw', 'gzip -9'], totals, ['l', 'r', 'r', 'r']),
    '',
    '### Modules present in two downloaded files (source maps)',
    '',
    "A finer check than the manifests: a module of a shared library (a shared key's package, Chakra, " +
      'shared-core) in files from two origins runs twice (two webpack runtimes) and fails the run; a module in ' +
      'two files of the same build is only downloaded twice (one instance), a warning, as is any other library; ' +
      'the federation runtime in each remote entry is expected.',
    '',
  ];
  if (proof.bundled.length === 0) content.push('None.');
  else {
    content.push(
      table(
        ['library', 'where', 'duplicated modules', 'extra raw bytes', 'origins', 'files', 'verdict'],
        proof.bundled.map((copy) => [
          copy.library,
          copy.acrossOrigins ? 'across origins' : 'one build',
          String(copy.duplicatedModules),
          kb(copy.extraRaw),
          copy.origins.join(', '),
          copy.files.map((url) => `\`${shortUrl(url)}\``).join('<br>'),
          copy.severity === 'fail' ? '**second copy**' : copy.severity,
        ]),
        ['l', 'l', 'r', 'r', 'l', 'l', 'l'],
      ),
    );
  }
  return content.join('\n');
}

function listingsSection(results: BenchResults): string {
  const plan = results.listingPlan;
  const rows: string[][] = [];
  for (const result of results.listings) {
    const steps: [string, Phases<Spread> | null][] = [
      ['open (navigation start → rows)', result.open],
      ['search (Enter → new rows)', result.search],
      ['select filter (new value → new rows)', result.select],
    ];
    for (const [step, phases] of steps) {
      if (!phases) continue;
      rows.push([
        `${result.perPage} (${result.rows} shown)`,
        step,
        timing(phases.total),
        timing(phases.toRequest),
        timing(phases.request),
        timing(phases.render),
      ]);
    }
  }
  const notes = results.listings.flatMap((result) =>
    result.notes.map((note) => `- ${result.perPage} rows: ${note}`),
  );
  const count = (n: number) => n.toLocaleString('en');
  return [
    '## Listings',
    '',
    `The owner's applications (\`/admin/client/applications?perPage=N\`${plan ? `, ${count(plan.total)} rows in all` : ''}), ` +
      `median of ${results.runs} cold loads (min–max). "Open" is from navigation start to the first row; then, in the ` +
      'same page, a search typed into the search box and applied with Enter' +
      (plan ? ` ("${plan.search.text}": ${count(plan.search.total)} rows)` : '') +
      ', and (after clearing it) a select filter set through the UI' +
      (plan?.select
        ? ` (${plan.select.label} = ${plan.select.optionLabel}: ${count(plan.select.total)} rows)`
        : '') +
      ', each from the input event to the DOM mutation that shows the new rows (performance.now() and a ' +
      "MutationObserver in the page). The phases come from the data request's resource timing: until it was sent, " +
      'the request itself (server and transfer), and from its answer to the rows in the DOM (parsing, React, layout). ' +
      '"Shown" counts the rows in the document: from 150 rows a page the table renders the rows in view and a few ' +
      'beyond (shared-core/src/listing/listing-table.tsx), and the data call of a change starts in the input event ' +
      'itself (`useListPrefetch` in use-list-data.ts), before React renders the new state.',
    '',
    table(
      ['rows a page', 'step', 'total', 'until the request is sent', 'request', 'answer → rows in the DOM'],
      rows,
      ['l', 'l', 'r', 'r', 'r', 'r'],
    ),
    ...(notes.length > 0 ? ['', ...notes] : []),
  ].join('\n');
}

const RECORD_STEP_LABELS: Record<RecordStep, string> = {
  facts: "an application's name in the listing → its facts",
  edit: '"Edit" → an interactive form',
  save: '"Save" → the success message',
  comments: 'the comments tab → 50 comments',
  reorder: '"move down" on a comment → the server answered',
};

function recordsSection(results: BenchResults): string {
  const records = results.records;
  if (!records) return '## Record screens\n\nNot measured (see the errors below, or BENCH_ONLY).';
  const verdict = (value: Spread, goal: number) =>
    value.median === null ? '–' : value.median <= goal ? 'PASS' : 'over';
  const rows = RECORD_STEPS.map((step) => [
    RECORD_STEP_LABELS[step],
    timing(records.cold[step]),
    verdict(records.cold[step], RECORD_GOALS.cold),
    timing(records.warm[step]),
    verdict(records.warm[step], RECORD_GOALS.warm),
  ]);
  return [
    '## Record screens',
    '',
    `The owner, on a fresh application with ${records.comments} comments (made through the API before the runs; the ` +
      `newest, so the first row of \`/admin/client/applications\`). Each run is a new browser context: the listing ` +
      'loads, then the steps below run once **cold** (the record screens, the form, the comments board and their ' +
      'shared-core entries not loaded yet) and, after going back to the listing in the same tab, once more **warm** ' +
      '(code loaded, the record possibly in the query cache). Each step is timed in the page, from the click ' +
      '(a capture-phase listener) to the first DOM mutation after which the answer is on screen; the reorder ends ' +
      `with the update-position answer (resource timing). Median of ${results.runs} (min–max). Goals (loopback): ` +
      `cold ≤ ${RECORD_GOALS.cold} ms, warm ≤ ${RECORD_GOALS.warm} ms.`,
    '',
    table(['step', 'cold', 'cold goal', 'warm', 'warm goal'], rows, ['l', 'r', 'l', 'r', 'l']),
    ...(records.notes.length > 0 ? ['', ...records.notes.map((note) => `- ${note}`)] : []),
  ].join('\n');
}

function dashboardSection(results: BenchResults): string {
  const dashboard = results.dashboard;
  if (!dashboard) return '## Company dashboard\n\nNot measured (see the errors below, or BENCH_ONLY).';
  const files = dashboard.chartFiles.map((file) => [file.path, kb(file.gzip)]);
  return [
    '## Company dashboard',
    '',
    'The owner signs in through the login form; the clock runs in the page from the click on "Sign in" (a ' +
      "capture-phase listener) to the first DOM mutation after which the dashboard's installs chart is drawn " +
      `(\`${CONTENT.dashboardCharts}\`). **Cold**: a fresh browser context, nothing cached. ` +
      '**Warm**: the same context signs out, reloads the login page and signs in again (code in the HTTP cache). ' +
      `Median of ${results.runs} (min–max).`,
    '',
    table(
      ['step', 'cold', 'warm'],
      [['"Sign in" → the dashboard\'s charts drawn', timing(dashboard.cold), timing(dashboard.warm)]],
      ['l', 'r', 'r'],
    ),
    '',
    `The chart code (the kit's charts and the d3 parts they use, by the source maps): **${kb(dashboard.chartGzip)}** ` +
      `gzip, downloaded with the first chart; the login page carries ${kb(dashboard.chartGzipOnLogin)} of it` +
      `${dashboard.chartGzipOnLogin === 0 ? ' (PASS)' : ' (it should carry none)'}.`,
    ...(files.length > 0 ? ['', table(['file', 'chart code in it (gzip)'], files, ['l', 'r'])] : []),
    ...(dashboard.notes.length > 0 ? ['', ...dashboard.notes.map((note) => `- ${note}`)] : []),
  ].join('\n');
}

function paletteSection(results: BenchResults): string {
  const palette = results.palette;
  if (!palette) return '## Command palette\n\nNot measured (see the errors below, or BENCH_ONLY).';
  const code = palette.files.reduce((sum, file) => sum + file.gzip, 0);
  const verdict =
    palette.files.length === 0
      ? 'FAIL: nothing was fetched on first use, so its code was already on the page'
      : palette.onLogin === 0
        ? 'PASS: none of it is on the login page'
        : `FAIL: the login page downloaded ${palette.onLogin} of these files`;
  return [
    '## Command palette',
    '',
    'The administrator opens the companies listing (cold context); the clock runs in the page from the keydown (a ' +
      'capture-phase listener) to the first DOM mutation after which an option is in the palette. **First**: its ' +
      'code is fetched then. **Again**: after Escape. **A record**: from the last key of "Acme Apps" to the first ' +
      `record option (the listings' search answered). Median of ${results.runs} (min–max).`,
    '',
    table(
      ['step', 'time'],
      [
        ['Ctrl+K → the first results (first use)', timing(palette.open)],
        ['Ctrl+K → the first results (again)', timing(palette.reopen)],
        ['the last key of a name → the first record', timing(palette.records)],
      ],
      ['l', 'r'],
    ),
    '',
    `Code fetched on first use: ${palette.files.length} file(s), **${kb(code)}** gzip. ${verdict}.`,
  ].join('\n');
}

/** The pages again over a round trip, beside their loopback loads of the same run. */
function roundTripSection(results: BenchResults): string {
  if (results.roundTrip.length === 0) return '';
  const rows = results.roundTrip.map((slow) => {
    const loopback = results.pages.find((page) => page.spec.id === slow.spec.id);
    const before = loopback?.content.median ?? null;
    const difference = before !== null && slow.content.median !== null ? slow.content.median - before : null;
    const added = difference === null ? '–' : `${difference < 0 ? '−' : '+'}${ms(Math.abs(difference))}`;
    return [
      `\`${slow.spec.path}\``,
      count(slow.requests),
      timing(slow.fcp),
      timing(slow.content),
      loopback ? timing(loopback.content) : '–',
      added,
    ];
  });
  return [
    `### The cold path over a ${ROUND_TRIP.rttMs} ms round trip`,
    '',
    `The same cold loads with ${ROUND_TRIP.rttMs} ms added to every request's answer by Chromium's network ` +
      'emulation (no limit on bandwidth). On loopback the main thread hides the requests a page sends one after ' +
      "another; here each of them costs a round trip, as on a user's network. The difference is between the medians " +
      'of the two sets of loads of this run, each moved by the machine as much as by the network.',
    '',
    table(
      [
        'page',
        'requests',
        'first contentful paint',
        'main content',
        'main content on loopback',
        'difference',
      ],
      rows,
      ['l', 'r', 'r', 'r', 'r', 'r'],
    ),
  ].join('\n');
}

export function renderMarkdown(results: BenchResults): string {
  const m = results.machine;
  const load =
    m.loadEnd === null
      ? m.loadStart.toFixed(2)
      : `${m.loadStart.toFixed(2)} at the start, ${m.loadEnd.toFixed(2)} at the end`;
  return [
    '# Performance',
    '',
    'What a user waits for, measured on the production build: bytes and requests per page, time to content, the ' +
      'first visit of each remote, duplicates of shared libraries, the listings with many rows, and the record screens.',
    '',
    'Reproduce with `pnpm bench` at the repository root: it builds the shell and the remotes, then ' +
      '[`e2e/bench/run.ts`](../e2e/bench/run.ts) starts the demo server (test mode), measures in Chromium ' +
      '(Playwright) and rewrites this page and `.bench/results.json`. `BENCH_RUNS=N` changes the number of runs.',
    '',
    ...(results.only ? [`**Partial run: only ${results.only} (BENCH_ONLY).**`, ''] : []),
    `- Date: ${results.date}`,
    `- Machine: ${m.cpus} CPU cores (${m.cpuModel}), ${m.memoryGiB} GiB, ${m.platform}, Node ${m.node}`,
    `- Browser: Chromium ${m.chromium ?? '?'} (headless)`,
    `- Load average (1 min): ${load} — other work on the machine makes times longer, not bytes`,
    `- Runs: ${results.runs} per measurement (after one warm-up load per page)${results.durationSeconds !== null ? `; the benchmark took ${Math.round(results.durationSeconds)} s (build not included)` : ''}`,
    `- CPU: ${(results.cpuThrottle ?? 1) > 1 ? `**throttled ${results.cpuThrottle}×** in the page loads and the side-by-side journeys (BENCH_CPU_THROTTLE)` : 'not throttled (BENCH_CPU_THROTTLE=2 slows the measured pages 2×)'}`,
    '',
    goalsSection(results),
    '',
    pagesSection(results),
    '',
    ...(results.roundTrip.length > 0 ? [roundTripSection(results), ''] : []),
    loginSection(results),
    '',
    singleCopySection(results),
    '',
    listingsSection(results),
    '',
    recordsSection(results),
    '',
    dashboardSection(results),
    '',
    paletteSection(results),
    '',
    ...(results.errors.length > 0
      ? ['## Errors', '', ...results.errors.map((error) => `- ${error}`), '']
      : []),
    DESIGN_HEADING,
    '',
    designNotes(),
    '',
  ].join('\n');
}

const DESIGN_HEADING = '## How the first page is kept light';

/**
 * The last section is written by hand (why the numbers are what they are): it is kept from the page being
 * replaced, so that a new run changes the measurements only.
 */
function designNotes(): string {
  const previous = existsSync(REPORT_MD) ? readFileSync(REPORT_MD, 'utf8') : '';
  const at = previous.indexOf(DESIGN_HEADING);
  const notes = at < 0 ? '' : previous.slice(at + DESIGN_HEADING.length).trim();
  return notes || '<!-- design notes: written by hand, kept by `pnpm bench` -->';
}

export function writeResults(results: BenchResults): void {
  mkdirSync(dirname(RESULTS_JSON), { recursive: true });
  writeFileSync(RESULTS_JSON, `${JSON.stringify(results, null, 2)}\n`);
  mkdirSync(dirname(REPORT_MD), { recursive: true });
  writeFileSync(REPORT_MD, renderMarkdown(results));
}

/** A few lines for the terminal. */
export function summary(results: BenchResults): string {
  const lines: string[] = [''];
  for (const page of results.pages) {
    lines.push(
      `${page.spec.path.padEnd(30)} ${String(page.requests.median ?? '–').padStart(3)} req  JS ${kb(page.js.gzip).padStart(9)} gzip  ` +
        `FCP ${ms(page.fcp.median).padStart(7)}  content ${ms(page.content.median).padStart(7)}  ` +
        `long tasks ${ms(page.longTasks.median).padStart(7)}  script ${ms(page.script.median).padStart(7)}  ` +
        `commits ${page.commits.median ?? '–'} (+${page.commitsAfter.median ?? '–'} in ${COMMITS_AFTER_MS / 1000} s)`,
    );
  }
  for (const page of results.roundTrip) {
    lines.push(
      `${page.spec.path.padEnd(30)} over a ${ROUND_TRIP.rttMs} ms round trip: FCP ${ms(page.fcp.median)}, content ${ms(page.content.median)}`,
    );
  }
  const m = results.machine;
  for (const check of yardstickChecks(results)) {
    lines.push(
      `yardstick: ${check.what.replaceAll('`', '')}: ${ms(check.value)} = ${ratioText(check.ratio)} login FCP ` +
        `(goal ≤ ${check.goal.toFixed(2)}×) → ${yardstickVerdict(check)}`,
    );
  }
  for (const row of sideBySideRows(results)) {
    lines.push(
      `side by side: ${row[0]!.replaceAll('`', '')}: ${row[1]} against ${row[2]} (${row[3]}, goal ${row[4]}) → ${row[5]}`,
    );
  }
  lines.push(
    `load average (1 min): ${m.loadStart.toFixed(2)} at the start${m.loadEnd === null ? '' : `, ${m.loadEnd.toFixed(2)} at the end`} on ${m.cpus} cores (times depend on it, counts and bytes do not)`,
  );
  for (const check of goalChecks(results)) {
    lines.push(`goal: ${check.goal.replaceAll('`', '')}: ${check.measured} → ${verdictOf(check.pass)}`);
  }
  if (results.singleCopy) {
    lines.push(
      results.singleCopy.failures.length === 0
        ? 'single copy of each shared library: PASS'
        : `single copy: FAIL\n  ${results.singleCopy.failures.join('\n  ')}`,
    );
  }
  for (const listing of results.listings) {
    lines.push(
      `listing ${String(listing.perPage).padStart(4)} rows: open ${ms(listing.open.total.median)}, search ${ms(listing.search.total.median)}` +
        `${listing.select ? `, select ${ms(listing.select.total.median)}` : ''}`,
    );
  }
  if (results.records) {
    const { cold, warm } = results.records;
    lines.push(
      `records (cold/warm): ${RECORD_STEPS.map((step) => `${step} ${ms(cold[step].median)}/${ms(warm[step].median)}`).join(', ')}`,
    );
  }
  if (results.dashboard) {
    const { cold, warm, chartGzip } = results.dashboard;
    lines.push(`dashboard (cold/warm): ${ms(cold.median)}/${ms(warm.median)}, chart code ${kb(chartGzip)}`);
  }
  if (results.palette) {
    const { open, reopen, records } = results.palette;
    lines.push(
      `palette: Ctrl+K ${ms(open.median)}/${ms(reopen.median)} (first/again), a record ${ms(records.median)}`,
    );
  }
  for (const error of results.errors) lines.push(`ERROR: ${error}`);
  lines.push(`written: ${REPORT_MD}, ${RESULTS_JSON}`);
  return lines.join('\n');
}
