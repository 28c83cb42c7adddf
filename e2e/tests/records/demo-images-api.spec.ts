/**
 * The demo's generated images (e2e/server/src/api/routes/images.ts): icons and store screenshots are shapes, drawn the
 * same on every machine, never characters that need a font (an emoji or a dingbat showed as an empty box without one).
 */
import { expect, test } from '../support/test';
import { SHELL } from '../support/demo';

test('every icon and screenshot of the demo is drawn with shapes, not with a font', async ({ request }) => {
  for (const kind of ['icons', 'screens'] as const) {
    for (let n = 1; n <= 16; n += 1) {
      const response = await request.get(`${SHELL}/api/static/${kind}/${n}.svg`);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('image/svg+xml');
      const svg = await response.text();
      expect(svg, `${kind}/${n}.svg`).not.toMatch(/<text\b/);
      expect(svg, `${kind}/${n}.svg`).toMatch(/<(polygon|path|circle|rect)\b/);
    }
  }
  // Sixteen different icons: no two of the first sixteen are the same picture.
  const icons = await Promise.all(
    Array.from({ length: 16 }, async (_, i) =>
      (await request.get(`${SHELL}/api/static/icons/${i + 1}.svg`)).text(),
    ),
  );
  expect(new Set(icons).size).toBe(16);
});
