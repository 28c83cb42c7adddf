import { useTranslation } from '@panel/shared-core';
import { ListingScreen } from '@panel/shared-core/listing';
import { ChartsFold } from '../../components/charts-fold';
import { TimeCharts } from './statistics-charts';

/** `/client/statistics`: the daily figures as charts above their table; the listing's filters drive both. */
export default function StatisticsScreen() {
  const { t } = useTranslation('client');
  return (
    <ListingScreen
      name="statistics"
      title={t('nav.statistics')}
      above={(controller) => (
        <ChartsFold>
          <TimeCharts controller={controller} />
        </ChartsFold>
      )}
    />
  );
}
