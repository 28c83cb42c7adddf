import type { ReactNode } from 'react';
import { Card, Heading, Text } from '@chakra-ui/react';
import { useKitTranslation } from './use-kit-translation';

export interface DangerZoneProps {
  /** What the actions below do (and do not do) to what depends on the record. */
  note?: ReactNode;
  /** The destructive actions: a delete button with its confirmation. */
  children: ReactNode;
}

/**
 * The "Danger zone" card under an edit form: a named section for the actions that cannot be undone.
 *
 * @example
 * <DangerZone note={t('pixels.usedBy', { count })}><DeletePixel pixel={pixel} /></DangerZone>
 */
export function DangerZone({ note, children }: DangerZoneProps) {
  const { t } = useKitTranslation();
  return (
    <Card.Root variant="outline" size="sm" as="section" aria-label={t('ui.dangerZone')}>
      <Card.Header>
        <Heading as="h2" size="sm">
          {t('ui.dangerZone')}
        </Heading>
        {note ? (
          <Text textStyle="sm" color="fg.muted">
            {note}
          </Text>
        ) : null}
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}
