import { Navigate } from '@panel/shared-core/router';
import { useCan, useIsAdmin, useTranslation } from '@panel/shared-core';
import { EmptyState, PageSpinner } from '@panel/shared-core/ui';
import type { RemoteName } from '../../config/runtime-config';
import { getRemote } from '../../federation/remote-registry';
import { useRemoteNav } from '../../federation/use-remote-nav';
import { firstScreen, homeAreas } from '../../federation/route-gate';
import { useFirstScreenShown } from '../../app/first-screen';

/**
 * `/`: the first screen the user may use (docs/product.md, "Addresses"): the client area for company users,
 * the administrators' areas for administrators. Decided from menu metadata, without any remote code.
 */
export default function HomeRedirect() {
  const { t } = useTranslation('shell');
  const isAdmin = useIsAdmin();
  const can = useCan();
  const navs = [useRemoteNav('client'), useRemoteNav('manage'), useRemoteNav('users')];
  const byName: Record<RemoteName, (typeof navs)[number]> = {
    client: navs[0]!,
    manage: navs[1]!,
    users: navs[2]!,
  };

  for (const name of homeAreas(isAdmin)) {
    const nav = byName[name];
    if (nav.isPending) return <PageSpinner />;
    // An area whose metadata cannot load shows its own "unavailable" panel with Retry.
    if (nav.isError) return <Navigate to={getRemote(name).mount} replace />;
    if (!nav.data) continue;
    const first = firstScreen(nav.data, can);
    if (first !== null) return <Navigate to={`${getRemote(name).mount}${first}`} replace />;
  }
  return <NothingToOpen title={t('home.nothing.title')} description={t('home.nothing.description')} />;
}

/** No area has a screen for this user: this is the page's screen, and the layout's frame fills in around it. */
function NothingToOpen({ title, description }: { title: string; description: string }) {
  useFirstScreenShown();
  return <EmptyState title={title} description={description} />;
}
