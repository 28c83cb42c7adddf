/**
 * `@panel/shared-domain/testing`: the domain modules' texts for jest. In the panel a remote serves them from its own
 * `locales/` (docs/architecture.md); under jest there is no bundle, so a test of a screen that draws them gives them in
 * memory, beside its remote's own namespace. Test code only, like `@panel/shared-core/testing`.
 *
 * @example
 * const resources = withDomainTexts(loadLocales(resolve(__dirname, '../../locales')));
 * renderWithProviders(<PushFormScreen />, { resources });
 */
import { resolve } from 'node:path';
import type { Resource } from '@panel/shared-core';
import { loadLocales } from '@panel/shared-core/testing';

/** The folder of the domain modules' translations: `shared-domain/locales/{lng}/{ns}.json`. */
export const DOMAIN_LOCALES_DIR = resolve(__dirname, '../../locales');

/** The domain modules' namespaces (`applications`, `messaging`) in every language. */
export function loadDomainLocales(): Resource {
  return loadLocales(DOMAIN_LOCALES_DIR);
}

/** `resources` (a remote's own namespaces) with the domain modules' namespaces added, language by language. */
export function withDomainTexts(resources: Resource = {}): Resource {
  const merged: Resource = { ...resources };
  for (const [lng, bundles] of Object.entries(loadDomainLocales())) {
    merged[lng] = { ...merged[lng], ...bundles };
  }
  return merged;
}

export { APPLICATION_CHOICES_ROUTE, applicationChoicesRoute, chooseApplication } from './application-choices';
