import { useTranslation } from '@panel/shared-core';
import {
  FunnelTimelineView,
  fireTimes,
  formatDuration,
  type FunnelStep,
} from '@panel/shared-domain/messaging';
import { Card, Grid, HStack, Link, Stack, Text } from '@panel/shared-core/ui';
import { Section } from './section-card';

/**
 * A funnel's steps as the record screen shows them: when each fires, how long it waits, and its message.
 *
 * @example
 * <FunnelStepsList steps={funnel.steps} />
 */
export function FunnelStepsList({ steps }: { steps: readonly FunnelStep[] }) {
  const { t } = useTranslation('client');
  const { t: tm } = useTranslation('messaging');
  const times = fireTimes(steps);
  return (
    <Stack as="ol" gap="3" listStyleType="none" m="0" p="0" aria-label={t('funnels.stepsList.title')}>
      {steps.map((step, index) => (
        <Card.Root as="li" key={index} variant="outline" size="sm" data-testid="funnel-step">
          <Card.Body>
            <Stack gap="1.5">
              <HStack gap="2" wrap="wrap" justify="space-between">
                <Text fontWeight="semibold">{tm('funnel.step', { n: index + 1 })}</Text>
                <Text textStyle="sm" color="fg.muted">
                  {tm('funnel.firesAfter', { duration: formatDuration(tm, times[index] ?? 0) })}
                </Text>
              </HStack>
              <Text textStyle="xs" color="fg.muted">
                {index === 0
                  ? t('funnels.stepsList.waitsFirst', { duration: formatDuration(tm, step.delay_minutes) })
                  : t('funnels.stepsList.waits', { duration: formatDuration(tm, step.delay_minutes) })}
              </Text>
              <Text fontWeight="medium" wordBreak="break-word">
                {step.title}
              </Text>
              <Text textStyle="sm" whiteSpace="pre-line" wordBreak="break-word">
                {step.body}
              </Text>
              {step.url ? (
                <Link
                  href={step.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  textStyle="sm"
                  colorPalette="brand"
                  overflowWrap="anywhere"
                >
                  {step.url}
                </Link>
              ) : null}
            </Stack>
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}

/**
 * A saved funnel's steps on its record screen: the list, and beside it when they fire after the trigger (the timeline
 * names itself).
 *
 * @example
 * <FunnelStepsPanel steps={steps} triggerLabel={t('funnels.onesignal.trigger')} />
 */
export function FunnelStepsPanel({
  steps,
  triggerLabel,
}: {
  steps: readonly FunnelStep[];
  triggerLabel: string;
}) {
  const { t } = useTranslation('client');
  return (
    <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 24rem' }} gap="6" alignItems="start">
      <Section title={t('funnels.stepsList.title')}>
        <FunnelStepsList steps={steps} />
      </Section>
      <Card.Root variant="outline" size="sm">
        <Card.Body>
          <FunnelTimelineView steps={steps} triggerLabel={triggerLabel} />
        </Card.Body>
      </Card.Root>
    </Grid>
  );
}
