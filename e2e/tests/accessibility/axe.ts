/**
 * axe-core as the accessibility suite runs it (docs/product.md, "Accessibility"): the WCAG 2.0, 2.1 and 2.2 A and AA
 * rules, and only what axe rates serious or critical counts. A finding is one line naming the screen, the rule and the
 * element, so a failed test says where to look without a trace.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * The rules whose verdict depends on the colours: all a second theme can change on the same screen, so a screen
 * already checked whole in one theme is checked in the other with these alone (a third of the time).
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

export interface AxeOptions {
  /** Only inside this selector (a dialog). */
  include?: string;
  /** Only the colour rules (the screen was checked whole in the other theme). */
  coloursOnly?: boolean;
}

/** The serious and critical findings on the page as it is now, each `screen: rule (impact) at target: html`. */
export async function axeFindings(page: Page, screen: string, options: AxeOptions = {}): Promise<string[]> {
  let builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  builder = options.coloursOnly ? builder.withRules(COLOUR_RULES) : builder.withTags(WCAG_TAGS);
  if (options.include) builder = builder.include(options.include);
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${screen}: ${violation.id} (${violation.impact}) at ${node.target.join(' ')}: ${node.html.slice(0, 160)}`,
      ),
    );
}
