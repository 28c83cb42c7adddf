import type { SystemContext } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  buttonRecipe,
  cardSlotRecipe,
  codeRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  linkRecipe,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
} from '@chakra-ui/react/theme';

/**
 * The recipes of the first page: sign-in, registration, invitation and the error screens (see system.ts). Chakra
 * caches what it finds, so a component drawn before the full theme without its recipe would stay unstyled: such a
 * use is reported as an error when the full theme arrives (`addRecipes`), and the tests fail on it.
 */
export const firstPageRecipes = {
  button: buttonRecipe,
  code: codeRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  inputAddon: inputAddonRecipe,
  link: linkRecipe,
  separator: separatorRecipe,
  skeleton: skeletonRecipe,
  spinner: spinnerRecipe,
};

export const firstPageSlotRecipes = {
  alert: alertSlotRecipe,
  card: cardSlotRecipe,
  emptyState: emptyStateSlotRecipe,
  field: fieldSlotRecipe,
};

type RecipeTable = Record<string, unknown>;
interface ThemeTables {
  recipes?: RecipeTable;
  slotRecipes?: RecipeTable;
}

let complete = false;
/** Keys asked for before the full theme and not found (some components ask for recipes no theme has). */
const missed = { recipes: new Set<string>(), slotRecipes: new Set<string>() };

function watch(table: RecipeTable, misses: Set<string>): RecipeTable {
  return new Proxy(table, {
    get(target, key, receiver) {
      if (!complete && typeof key === 'string' && !(key in target)) misses.add(key);
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
}

/** Watches the system's recipe tables until the full theme has joined them. */
export function guardRecipes(system: SystemContext): void {
  const theme = system._config.theme as ThemeTables;
  theme.recipes = watch(theme.recipes ?? {}, missed.recipes);
  theme.slotRecipes = watch(theme.slotRecipes ?? {}, missed.slotRecipes);
}

function merge(into: RecipeTable, from: RecipeTable, misses: Set<string>, kind: string): void {
  for (const [key, recipe] of Object.entries(from)) {
    // The first set stays: the panel's own overrides (the branded button) were merged into it.
    if (key in into) continue;
    into[key] = recipe;
    if (misses.has(key)) {
      console.error(
        `The ${kind} "${key}" was drawn before the full theme: add it to ui/first-page-recipes.ts`,
      );
    }
  }
}

/** Adds the full theme's recipes to the system's tables; reports those the first page drew without. */
export function addRecipes(system: SystemContext, recipes: RecipeTable, slotRecipes: RecipeTable): void {
  if (complete) return;
  const theme = system._config.theme as ThemeTables;
  merge(theme.recipes!, recipes, missed.recipes, 'recipe');
  merge(theme.slotRecipes!, slotRecipes, missed.slotRecipes, 'slot recipe');
  complete = true;
}
