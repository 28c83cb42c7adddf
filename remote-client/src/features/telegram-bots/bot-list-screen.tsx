import { useTranslation } from '@panel/shared-core';
import { ListingScreen } from '@panel/shared-core/listing';
import { Link, useLocation } from '@panel/shared-core/router';
import { Button, PlusIcon } from '@panel/shared-core/ui';
import { ActiveBotPanel } from './active-bot-panel';

/**
 * `/client/telegram-bots`: the active bot (its invite link with a copy button and a QR code) or the steps to connect
 * one, then every bot of the company (a listing), where another bot can be activated.
 */
export default function BotListScreen() {
  const { t } = useTranslation('client');
  const location = useLocation();
  return (
    <ListingScreen
      name="bots"
      title={t('nav.bots')}
      description={t('bots.description')}
      actions={
        <Button asChild colorPalette="brand" size="sm">
          <Link to="new" state={{ from: `${location.pathname}${location.search}` }}>
            <PlusIcon />
            {t('bots.new')}
          </Link>
        </Button>
      }
      above={(list) => <ActiveBotPanel rows={list.rows} />}
    />
  );
}
