import { useTranslation } from '@panel/shared-core';
import { ListingScreen } from '@panel/shared-core/listing';
import { Link, useLocation } from '@panel/shared-core/router';
import { Button, HStack, PlusIcon } from '@panel/shared-core/ui';
import type { PushKind } from '../../api/push';
import { PUSH_PATH, pushListPath } from './paths';

const LISTING: Record<PushKind, string> = {
  single: 'push-single-notifications',
  regular: 'push-regular-notifications',
};

/** The two kinds side by side, so a user who looks in the wrong one finds the other in one click. */
function KindSwitch({ kind }: { kind: PushKind }) {
  const { t } = useTranslation('client');
  return (
    <HStack as="nav" gap="1" aria-label={t('push.kindsNav')} mt="2">
      {(['single', 'regular'] as const).map((each) => (
        <Button
          key={each}
          asChild
          size="xs"
          variant={each === kind ? 'subtle' : 'ghost'}
          colorPalette={each === kind ? 'brand' : undefined}
        >
          <Link to={pushListPath(each)} aria-current={each === kind ? 'page' : undefined}>
            {t(`push.kinds.${each}`)}
          </Link>
        </Button>
      ))}
    </HStack>
  );
}

/** `/client/push-notifications` (one-off) and `/client/push-notifications/regular`: the listing and "New". */
export default function PushListScreen({ kind }: { kind: PushKind }) {
  const { t } = useTranslation('client');
  const location = useLocation();
  return (
    <ListingScreen
      key={kind}
      name={LISTING[kind]}
      title={kind === 'regular' ? t('nav.pushRegular') : t('nav.pushSingle')}
      description={<KindSwitch kind={kind} />}
      actions={
        <Button asChild colorPalette="brand" size="sm">
          <Link
            to={`${PUSH_PATH}/new${kind === 'regular' ? '?kind=regular' : ''}`}
            state={{ from: `${location.pathname}${location.search}` }}
          >
            <PlusIcon />
            {kind === 'regular' ? t('push.newRegular') : t('push.newSingle')}
          </Link>
        </Button>
      }
    />
  );
}
