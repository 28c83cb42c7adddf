import { getSystem } from './system';

const system = getSystem();

type Mode = '_light' | '_dark';

/** A colour token's hex value in a theme, following semantic tokens to the palette step they name. */
function hexOf(name: string, mode: Mode): string {
  const token = system.tokens.getByName(`colors.${name}`);
  if (!token) throw new Error(`No colour token ${name}`);
  const conditions = token.extensions.conditions as Record<string, string> | undefined;
  const value = conditions ? (conditions[mode] ?? conditions.base ?? '') : String(token.value);
  const reference = /^\{colors\.(.+)\}$/.exec(value);
  if (reference) return hexOf(reference[1]!, mode);
  if (!/^#[0-9a-f]{6}$/i.test(value)) throw new Error(`${name} is ${value}, not a hex colour`);
  return value;
}

/** WCAG 2.1 relative luminance and contrast ratio. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const c = parseInt(hex.slice(at, at + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

describe('the theme', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    // Chakra's orange.500, the stars' old colour: 2.8:1 on white.
    expect(contrast(hexOf('orange.500', '_light'), '#ffffff')).toBeCloseTo(2.8, 1);
  });

  it.each<Mode>(['_light', '_dark'])(
    'draws rating stars at 3:1 or more on the surfaces they sit on (%s)',
    (mode) => {
      const star = hexOf('rating.solid', mode);
      // A comment card is on the page (`bg`), a system comment on `bg.subtle`, a dialog or a card on `bg.panel`.
      const ratios = ['bg', 'bg.subtle', 'bg.panel'].map(
        (surface) => `${surface} ${contrast(star, hexOf(surface, mode)).toFixed(2)}`,
      );
      expect(ratios.filter((ratio) => Number(ratio.split(' ')[1]) < 3)).toEqual([]);
    },
  );
});
