/**
 * What the production builds hold is what production serves (docs/deploying-a-remote.md, "What a build holds"): no
 * remote carries its standalone development page or entry, no file carries a demo account's credentials, and no source
 * map is served or pointed at (they are written beside each build, in `dist-maps/`, for error reporting).
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { demoAccounts, demoTelegramBot } from '@panel/reference-server/api/accounts';
import { expect, test } from '../support/test';
import { DIST } from '../federation/fed-helpers';

/** Every file under a folder, as paths relative to it. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) =>
    statSync(join(dir, file)).isFile(),
  );
}

const SECRETS = [
  ...Object.values(demoAccounts).flatMap(({ email, password }) => [email, password]),
  demoTelegramBot.token,
];

for (const [app, dist] of Object.entries(DIST)) {
  test(`${app}: the build holds no standalone page, no credentials and no source map`, () => {
    const files = filesUnder(dist);
    expect(files.length).toBeGreaterThan(10);
    // The shell's page is the panel; a remote has none of its own (its container is loaded by the shell).
    expect(files.filter((file) => file.endsWith('.html'))).toEqual(app === 'shell' ? ['index.html'] : []);
    expect(files.filter((file) => file.endsWith('.map'))).toEqual([]);
    // The licence of the kit's icons (Lucide's) travels with the code that draws them.
    expect(readFileSync(join(dist, 'THIRD-PARTY-NOTICES.txt'), 'utf8')).toContain('Lucide');
    const readable = files.filter((file) => /\.(js|css|json|html|txt)$/.test(file));
    const found = readable.flatMap((file) => {
      const text = readFileSync(join(dist, file), 'utf8');
      return [
        ...(/[#@] sourceMappingURL=/.test(text) ? [`${file}: sourceMappingURL`] : []),
        ...SECRETS.filter((secret) => text.includes(secret)).map((secret) => `${file}: ${secret}`),
      ];
    });
    expect(found).toEqual([]);
    // The maps are kept beside the build: the entry scripts' among them.
    const maps = join(dist, '..', 'dist-maps');
    const entries = files.filter((file) => /^(main\.[0-9a-f]+|remoteEntry)\.js$/.test(file));
    expect(entries).toHaveLength(1);
    expect(entries.filter((file) => !existsSync(join(maps, `${file}.map`)))).toEqual([]);
  });
}
