import { createSystem, defaultBaseConfig, defineConfig, type SystemContext } from '@chakra-ui/react';
import {
  animationStyles,
  breakpoints,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  keyframes,
  layerStyles,
  semanticTokens,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';
import { firstPageRecipes, firstPageSlotRecipes, guardRecipes } from './first-page-recipes';

/**
 * The brand scale: a calm indigo leaning to blue. Steps were picked so that white text on `solid`
 * passes WCAG AA in both modes (600 in light: 6.4:1, 500 in dark: 4.8:1) and `fg` on the page
 * background stays above 8:1.
 */
const brand = {
  50: '#eef2ff',
  100: '#dfe6fd',
  200: '#c4d1fb',
  300: '#9db1f6',
  400: '#7289ee',
  500: '#5266e3',
  600: '#414fd2',
  700: '#3640b4',
  800: '#2f3791',
  900: '#2b3273',
  950: '#1b1f45',
} as const;

const ref = (step: keyof typeof brand) => `{colors.brand.${step}}`;

const config = defineConfig({
  // `:host` too, so the variables also exist if a remote is ever rendered inside a shadow root.
  cssVarsRoot: ':where(:root, :host)',
  preflight: true,
  globalCss: {
    'html, body': { minHeight: '100%' },
    body: { bg: 'bg', color: 'fg' },
    // Browsers give a fieldset `min-width: min-content`: two date fields side by side would push a phone's page sideways.
    fieldset: { minWidth: '0' },
    '*, *::before, *::after': {
      _motionReduce: {
        animationDuration: '0.01ms !important',
        animationIterationCount: '1 !important',
        transitionDuration: '0.01ms !important',
        scrollBehavior: 'auto !important',
      },
    },
  },
  theme: {
    tokens: {
      colors: {
        brand: Object.fromEntries(Object.entries(brand).map(([k, v]) => [k, { value: v }])),
      },
    },
    semanticTokens: {
      colors: {
        // The full set of palette keys the recipes read, so `colorPalette="brand"` works everywhere.
        brand: {
          solid: { value: { _light: ref(600), _dark: ref(500) } },
          contrast: { value: { _light: 'white', _dark: 'white' } },
          fg: { value: { _light: ref(700), _dark: ref(300) } },
          muted: { value: { _light: ref(200), _dark: ref(800) } },
          subtle: { value: { _light: ref(100), _dark: ref(900) } },
          emphasized: { value: { _light: ref(300), _dark: ref(700) } },
          focusRing: { value: { _light: ref(500), _dark: ref(400) } },
          border: { value: { _light: ref(500), _dark: ref(400) } },
        },
        // The page-wide palette stays neutral gray, but its focus ring is Chakra's pale gray, which is
        // hard to see on gray surfaces: keyboard users get the brand ring everywhere instead.
        gray: {
          focusRing: { value: { _light: ref(500), _dark: ref(400) } },
        },
        // Chakra's light-mode status texts (red.500, green.600, orange.600 on white: 3.3-3.8:1) and the white text
        // on green and orange solids (3.3-3.6:1) fall short of WCAG AA's 4.5:1; one step darker passes.
        fg: {
          error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.400}' } },
          success: { value: { _light: '{colors.green.700}', _dark: '{colors.green.300}' } },
          warning: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.300}' } },
        },
        green: {
          solid: { value: { _light: '{colors.green.700}', _dark: '{colors.green.700}' } },
        },
        orange: {
          solid: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.700}' } },
          contrast: { value: { _light: 'white', _dark: 'white' } },
        },
        // The stars of a rating are graphics, which need 3:1 on the page (WCAG 1.4.11): Chakra's orange.500 has 2.8:1
        // on white, and orange.solid (orange.700, dark enough for white text) 2.7:1 on the dark theme's black.
        // `colorPalette="rating"` gives the rating control the same stars.
        rating: {
          solid: { value: { _light: '{colors.orange.600}', _dark: '{colors.orange.400}' } },
        },
      },
    },
    recipes: {
      // Primary actions are branded without every call site remembering `colorPalette="brand"`;
      // outline/ghost buttons stay neutral. An explicit `colorPalette` prop still wins (utility layer).
      button: {
        variants: {
          variant: {
            solid: { colorPalette: 'brand' },
          },
        },
      },
    },
  },
});

/**
 * Chakra's default theme without most of its component recipes: the first page (sign-in, registration, the error
 * screens) needs a dozen of the ninety, which are two thirds of the theme's weight. The rest join the same system
 * before the signed-in layout renders (`loadFullTheme`).
 */
const firstPageTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    recipes: firstPageRecipes,
    slotRecipes: firstPageSlotRecipes,
    textStyles,
    layerStyles,
    animationStyles,
  },
});

let system: SystemContext | null = null;

/**
 * The panel's Chakra system (light and dark; dark applies under `.dark` on `<html>`), built on first use.
 *
 * Not when the module is evaluated: building it walks every token of the theme, about 50 ms of script on the bench's
 * machine, and the first page's modules are evaluated in one task of the browser, which it made a long task of about
 * 85 ms. The shell builds it in a task of its own while the network answers (bootstrap.tsx); otherwise the first
 * `UiProvider` render does (docs/performance.md, "Sixth pass").
 */
export function getSystem(): SystemContext {
  if (!system) {
    system = createSystem(defaultBaseConfig, firstPageTheme, config);
    guardRecipes(system);
  }
  return system;
}

let fullTheme: Promise<void> | null = null;

/**
 * Adds the rest of Chakra's recipes to the system; once, however often it is called. The shell awaits it before
 * its signed-in layout, so no remote ever renders without it.
 * @example const Layout = lazy(() => Promise.all([import('./layout'), loadFullTheme()]).then(([m]) => m));
 */
export function loadFullTheme(): Promise<void> {
  fullTheme ??= import('./full-theme').then(
    (m) => m.completeTheme(getSystem()),
    (error: unknown) => {
      // A failed download is tried again by the next caller (the layout's Retry), not remembered.
      fullTheme = null;
      throw error;
    },
  );
  return fullTheme;
}
