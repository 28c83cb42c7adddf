import { useTranslation } from '@panel/shared-core';
import { ListingScreen } from '@panel/shared-core/listing';
import { ChartsFold } from '../../components/charts-fold';
import { BreakdownCharts, TimeCharts } from './statistics-charts';

/**
 * `/client/statistics/detailed`: the figures over time and broken down by country, platform and source, above the
 * detailed table; the listing's filters drive them all.
 */
export default function DetailedStatisticsScreen() {
  const { t } = useTranslation('client');
  return (
    <ListingScreen
      name="detailed-statistics"
      title={t('nav.detailedStatistics')}
      above={(controller) => (
        <ChartsFold>
          <TimeCharts controller={controller} />
          <BreakdownCharts controller={controller} />
        </ChartsFold>
      )}
    />
  );
}
