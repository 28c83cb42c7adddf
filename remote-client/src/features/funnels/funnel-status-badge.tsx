import { useTranslation } from '@panel/shared-core';
import { Badge } from '@panel/shared-core/ui';

/**
 * Whether a funnel sends its steps, as a coloured badge.
 *
 * @example
 * <FunnelStatusBadge active={funnel.is_active} />
 */
export function FunnelStatusBadge({ active }: { active: boolean }) {
  const { t } = useTranslation('client');
  return (
    <Badge colorPalette={active ? 'green' : 'gray'} data-testid="funnel-status">
      {active ? t('funnels.status.active') : t('funnels.status.inactive')}
    </Badge>
  );
}
