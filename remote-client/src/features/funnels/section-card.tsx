import { useId, type ReactNode } from 'react';
import { Box, Card, Heading } from '@panel/shared-core/ui';

/**
 * A titled card of a record screen.
 *
 * @example
 * <Section title={t('funnels.stepsList.title')}><FunnelStepsList steps={steps} /></Section>
 */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card.Root variant="outline" size="sm" as="section" aria-labelledby={headingId}>
      <Card.Header>
        <Heading as="h2" size="sm" id={headingId}>
          {title}
        </Heading>
      </Card.Header>
      <Card.Body>
        <Box minW="0">{children}</Box>
      </Card.Body>
    </Card.Root>
  );
}
