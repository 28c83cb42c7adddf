import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGE_NAMES, LANGUAGES } from '@panel/contract/languages';
import { screen } from '@panel/shared-core/testing';
import { renderShell } from '../../testing/render-shell';
import { LanguageSwitch } from './language-switch';

/** Every string of a translation file, flattened. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

describe('the language switch', () => {
  it.each(LANGUAGES)('names every language in itself, whatever the page’s language (%s)', async (page) => {
    renderShell(<LanguageSwitch />, { language: page });
    for (const lng of LANGUAGES) {
      const button = await screen.findByRole('button', { name: lng.toUpperCase() });
      expect(button).toHaveAttribute('title', LANGUAGE_NAMES[lng]);
      expect(button).toHaveAttribute('lang', lng);
      expect(button).toHaveAttribute('aria-pressed', String(lng === page));
    }
  });

  it('takes the names from the contract alone: no translation file holds a copy', () => {
    const names = new Set(Object.values(LANGUAGE_NAMES));
    for (const lng of LANGUAGES) {
      const file = JSON.parse(readFileSync(join(__dirname, `../../locales/${lng}/shell.json`), 'utf8'));
      expect([lng, strings(file).filter((text) => names.has(text))]).toEqual([lng, []]);
    }
  });
});
