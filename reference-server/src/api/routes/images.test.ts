/**
 * The demo's generated images (routes/images.ts): icons and store screenshots are shapes, drawn the
 * same on every machine, never characters that need a font (an emoji or a dingbat showed as an empty box without one).
 */
import { expect, test } from '../../testing/api-test';
import { SHELL } from '../../testing/api-test';

/** What an image draws over its background: everything after its first rectangle, colours left out. */
const shapeOf = (svg: string) =>
  svg
    .slice(svg.indexOf('<rect'))
    .replace(/^<rect[^>]*>/, '')
    .replace(/#[0-9a-f]{6}/gi, '');

test('every icon and screenshot of the demo is drawn with shapes, not with a font', async ({ request }) => {
  for (const kind of ['icons', 'screens'] as const) {
    for (let n = 1; n <= 16; n += 1) {
      const response = await request.get(`${SHELL}/api/static/${kind}/${n}.svg`);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('image/svg+xml');
      const svg = await response.text();
      expect(svg, `${kind}/${n}.svg`).not.toMatch(/<text\b/);
      // Something is drawn over the background: a shape after the first rectangle.
      expect(shapeOf(svg), `${kind}/${n}.svg`).toMatch(/<(polygon|path|circle|rect|line)\b/);
    }
  }
  // Sixteen different shapes (the colours alone would differ anyway).
  const icons = await Promise.all(
    Array.from({ length: 16 }, async (_, i) =>
      (await request.get(`${SHELL}/api/static/icons/${i + 1}.svg`)).text(),
    ),
  );
  expect(new Set(icons.map(shapeOf)).size).toBe(16);
});
