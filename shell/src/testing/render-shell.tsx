/**
 * Test helpers of the shell: shared-core's `renderWithProviders` plus the shell's own translations.
 * Jest only; never imported by the app.
 */
import { resolve } from 'node:path';
import type { ReactElement } from 'react';
import type { Resource } from '@panel/shared-core';
import {
  loadLocales,
  renderWithProviders,
  type RenderWithProvidersOptions,
  type RenderWithProvidersResult,
} from '@panel/shared-core/testing';

let shellResources: Resource | undefined;

/** The shell's `shell` namespace in every language, read from src/locales. */
export function shellLocales(): Resource {
  shellResources ??= loadLocales(resolve(__dirname, '../locales'));
  return shellResources;
}

function merge(...sources: (Resource | undefined)[]): Resource {
  const result: Resource = {};
  for (const source of sources) {
    for (const [lng, bundles] of Object.entries(source ?? {})) result[lng] = { ...result[lng], ...bundles };
  }
  return result;
}

/** `renderWithProviders` with the shell's texts; English by default, so assertions read naturally. */
export function renderShell(
  ui: ReactElement,
  options: RenderWithProvidersOptions = {},
): RenderWithProvidersResult {
  return renderWithProviders(ui, {
    language: 'en',
    ...options,
    resources: merge(shellLocales(), options.resources),
  });
}
