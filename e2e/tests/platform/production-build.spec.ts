/**
 * What the production builds hold is what production serves (docs/deploying-a-remote.md, "What a build holds"): no
 * remote carries its standalone development page or entry, no file carries a demo account's credentials, and no source
 * map is served or pointed at (they are written beside each build, in `dist-maps/`, for error reporting).
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { demoAccounts, demoTelegramBot } from '@panel/reference-server/api/accounts';
import { expect, test } from '../support/test';
import { DIST } from '../federation/fed-helpers';

/** Every file under a folder, as paths relative to it. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) =>
    statSync(join(dir, file)).isFile(),
  );
}

/** A file's text; the gzip and brotli copies the build writes beside the scripts are read decompressed. */
function textOf(path: string): string {
  const bytes = readFileSync(path);
  if (path.endsWith('.gz')) return gunzipSync(bytes).toString('utf8');
  if (path.endsWith('.br')) return brotliDecompressSync(bytes).toString('utf8');
  return bytes.toString('utf8');
}

/** The demo accounts the reference server seeds its store with (store/seed/users.ts), and its bot's token. */
const SECRETS = [
  ...Object.values(demoAccounts).flatMap(({ email, password }) => [email, password]),
  demoTelegramBot.token,
];

for (const [app, dist] of Object.entries(DIST)) {
  test(`${app}: the build holds no standalone page, no credentials and no source map`, () => {
    const files = filesUnder(dist);
    expect(files.length).toBeGreaterThan(10);
    // Soft: a build that breaks several rules names them all in one run.
    // The shell's page is the panel; a remote has none of its own (its container is loaded by the shell).
    // (Compressed copies count as what they hold: `index.html.gz` is a page too.)
    expect
      .soft(files.filter((file) => /\.html?(\.gz|\.br)?$/.test(file)))
      .toEqual(app === 'shell' ? ['index.html'] : []);
    expect.soft(files.filter((file) => /\.map(\.gz|\.br)?$/.test(file))).toEqual([]);
    // The licence of the kit's icons (Lucide's) travels with the code that draws them.
    expect(readFileSync(join(dist, 'THIRD-PARTY-NOTICES.txt'), 'utf8')).toContain('Lucide');
    // Every file, whatever its kind: the compressed copies too, which a host may send instead of the file itself.
    const found = files.flatMap((file) => {
      const text = textOf(join(dist, file));
      return [
        ...(/[#@] sourceMappingURL=/.test(text) ? [`${file}: sourceMappingURL`] : []),
        ...SECRETS.filter((secret) => text.includes(secret)).map((secret) => `${file}: ${secret}`),
      ];
    });
    expect.soft(found).toEqual([]);
    // The maps are kept beside the build: the entry scripts' among them.
    const maps = join(dist, '..', 'dist-maps');
    const entries = files.filter((file) => /^(main\.[0-9a-f]+|remoteEntry)\.js$/.test(file));
    expect(entries).toHaveLength(1);
    expect(entries.filter((file) => !existsSync(join(maps, `${file}.map`)))).toEqual([]);
  });
}
