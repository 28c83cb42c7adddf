import { forwardRef } from 'react';
import { Stat as ChakraStat, type StatHelpTextProps } from '@chakra-ui/react';

/**
 * A figure's help text, as a `<dd>`: Chakra draws it as a `<span>` right inside the figure's `<dl>`, which a `<dl>` may
 * not hold (WCAG 1.3.1; axe's `definition-list`), so a screen reader loses it from the term's description.
 */
const StatHelpText = forwardRef<HTMLElement, StatHelpTextProps>(function StatHelpText(props, ref) {
  return <ChakraStat.HelpText as="dd" ref={ref} {...props} />;
});

/**
 * Chakra's figure (a `<dl>`: the label a `<dt>`, the value a `<dd>`) with its help text a `<dd>` too.
 *
 * @example
 * <Stat.Root><Stat.Label>CTR</Stat.Label><Stat.ValueText>4.1%</Stat.ValueText><Stat.HelpText>of 900</Stat.HelpText></Stat.Root>
 */
export const Stat = { ...ChakraStat, HelpText: StatHelpText };
