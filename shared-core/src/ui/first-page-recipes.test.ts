import { createSystem, defaultBaseConfig, defineConfig, type SystemContext } from '@chakra-ui/react';
import { badgeRecipe, buttonRecipe, cardSlotRecipe, tooltipSlotRecipe } from '@chakra-ui/react/theme';

type Module = typeof import('./first-page-recipes');

function fresh(): { mod: Module; system: SystemContext } {
  let mod!: Module;
  // The module remembers whether the full theme has come: each test starts before it.
  jest.isolateModules(() => {
    mod = jest.requireActual('./first-page-recipes');
  });
  const system = createSystem(
    defaultBaseConfig,
    defineConfig({ theme: { recipes: { button: buttonRecipe }, slotRecipes: { card: cardSlotRecipe } } }),
  );
  mod.guardRecipes(system);
  return { mod, system };
}

const full = {
  recipes: { button: badgeRecipe, badge: badgeRecipe },
  slotRecipes: { tooltip: tooltipSlotRecipe },
};

describe('the first page recipes', () => {
  let error: jest.SpyInstance;
  beforeEach(() => {
    error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => error.mockRestore());

  it('reports a recipe drawn before the full theme, once it arrives', () => {
    const { mod, system } = fresh();
    expect(system.getRecipe('badge')).toBeUndefined();
    expect(system.getSlotRecipe('tooltip')).toBeUndefined();
    mod.addRecipes(system, full.recipes, full.slotRecipes);
    expect(error).toHaveBeenCalledTimes(2);
    expect(String(error.mock.calls[0]?.[0])).toContain('"badge"');
    expect(String(error.mock.calls[1]?.[0])).toContain('"tooltip"');
    expect(system.getRecipe('badge')).toBe(badgeRecipe);
  });

  it('stays silent about keys no theme has and about recipes first asked for afterwards', () => {
    const { mod, system } = fresh();
    expect(system.getRecipe('text')).toBeUndefined();
    mod.addRecipes(system, full.recipes, full.slotRecipes);
    expect(system.getSlotRecipe('tooltip')).toBe(tooltipSlotRecipe);
    expect(error).not.toHaveBeenCalled();
  });

  it("keeps the first page's own recipe over the full theme's", () => {
    const { mod, system } = fresh();
    mod.addRecipes(system, full.recipes, full.slotRecipes);
    expect(system.getRecipe('button')).toBe(system._config.theme?.recipes?.button);
    expect(system.getRecipe('button')).not.toBe(badgeRecipe);
  });
});
