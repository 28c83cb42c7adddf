import { useNavigationPending } from '@panel/shared-core/router';
import { Box } from '@panel/shared-core/ui';
import { useTranslation } from '@panel/shared-core';

/**
 * A thin bar along the top of the page from the click to the new screen: the router keeps the old screen up while
 * the next one's code or remote loads (up to a couple of seconds), and without it nothing says the click was taken.
 * An indeterminate `progressbar` for assistive technology; its sliding stripe stops under reduced motion (the global
 * rule in the theme), leaving a still bar.
 */
export function NavigationProgress() {
  const pending = useNavigationPending();
  const { t } = useTranslation('shell');
  if (!pending) return null;
  return (
    <Box
      role="progressbar"
      aria-label={t('navigation.opening')}
      aria-busy="true"
      data-testid="navigation-progress"
      position="fixed"
      insetInline="0"
      top="0"
      h="3px"
      zIndex="max"
      overflow="hidden"
      bg="brand.muted"
      pointerEvents="none"
    >
      <Box
        position="absolute"
        top="0"
        h="full"
        w="40%"
        bg="brand.solid"
        css={{ '--animate-from-x': '-40%', '--animate-to-x': '100%' }}
        animation="position 1.2s ease-in-out infinite"
      />
    </Box>
  );
}
