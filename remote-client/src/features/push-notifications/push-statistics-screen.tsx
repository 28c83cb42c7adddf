import { useTranslation } from '@panel/shared-core';
import { ListingScreen } from '@panel/shared-core/listing';
import { ChartsFold } from '../../components/charts-fold';
import { ListingDeliveryChart } from './push-charts';

/** `/client/push-statistics`: sent, delivered and clicked over time above their table; the filters drive both. */
export default function PushStatisticsScreen() {
  const { t } = useTranslation('client');
  return (
    <ListingScreen
      name="push-notifications-statistic"
      title={t('nav.pushStatistics')}
      description={t('push.stats.description')}
      above={(controller) => (
        <ChartsFold>
          <ListingDeliveryChart controller={controller} />
        </ChartsFold>
      )}
    />
  );
}
