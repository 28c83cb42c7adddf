import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from '@panel/shared-core';
import { NARROW_QUERY } from '@panel/shared-core/listing';
import { Box, Button, ChartIcon, useMediaQuery } from '@panel/shared-core/ui';

/**
 * The charts above a statistics listing. On a phone-sized screen they start folded behind one button, so that the
 * search and the first rows are on the first screen; their data is asked for only once they are opened.
 *
 * @example
 * <ListingScreen above={(controller) => <ChartsFold><TimeCharts controller={controller} /></ChartsFold>} ... />
 */
export function ChartsFold({ children }: { children: ReactNode }) {
  const { t } = useTranslation('client');
  const [narrow] = useMediaQuery([NARROW_QUERY], { ssr: false });
  const [open, setOpen] = useState(false);
  const id = useId();
  if (!narrow) return <>{children}</>;
  return (
    <Box mb="4">
      <Button
        size="sm"
        variant="outline"
        width="full"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((current) => !current)}
      >
        <ChartIcon />
        {open ? t('statistics.hideCharts') : t('statistics.showCharts')}
      </Button>
      <Box id={id} hidden={!open} mt="4">
        {open ? children : null}
      </Box>
    </Box>
  );
}
