/**
 * How a free-text search compares words, once for both sides: the reference server's listing search (and so every
 * listing's search box and the palette's records) and the palette's own matching of screens and actions. Lower case,
 * without accents or Arabic vowel marks, `ё` read as `е`: what a user types rarely has the exact spelling, and a
 * Russian keyboard user writes «елка» for «ёлка». No zod here: the palette imports this file.
 *
 * @example foldForSearch('  Ёлка Café ') // 'елка cafe'
 */
export function foldForSearch(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/ё/g, 'е').trim();
}
