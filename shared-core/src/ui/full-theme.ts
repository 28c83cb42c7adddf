import type { SystemContext } from '@chakra-ui/react';
import { recipes, slotRecipes } from '@chakra-ui/react/theme';
import { addRecipes } from './first-page-recipes';

/** Loaded on demand by `loadFullTheme` (system.ts): every recipe of Chakra's default theme. */
export function completeTheme(system: SystemContext): void {
  addRecipes(system, recipes as Record<string, unknown>, slotRecipes as Record<string, unknown>);
}
