import { useState } from 'react';
import { useTranslation } from '@panel/shared-core';
import { ListingScreen } from '@panel/shared-core/listing';
import { Link, useLocation } from '@panel/shared-core/router';
import { Button, PlusIcon } from '@panel/shared-core/ui';
import { InvitationsPanel } from './invitations-panel';
import { InviteDialog } from './invite-dialog';

/** `/client/team`: the members (a listing), adding one, inviting by e-mail, and the invitations with their state. */
export default function MemberListScreen() {
  const { t } = useTranslation('client');
  const location = useLocation();
  const [inviting, setInviting] = useState(false);
  return (
    <>
      <ListingScreen
        name="team"
        scope="client"
        title={t('nav.team')}
        actions={
          <>
            <Button colorPalette="brand" size="sm" onClick={() => setInviting(true)}>
              <PlusIcon />
              {t('invitations.invite')}
            </Button>
            <Button asChild variant="outline" size="sm">
              <Link to="new" state={{ from: `${location.pathname}${location.search}` }}>
                {t('team.new')}
              </Link>
            </Button>
          </>
        }
        below={<InvitationsPanel />}
      />
      <InviteDialog open={inviting} onClose={() => setInviting(false)} />
    </>
  );
}
