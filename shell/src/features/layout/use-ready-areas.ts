import { useMemo } from 'react';
import type { RemoteNav } from '@panel/shared-core';
import type { RemoteName } from '../../config/runtime-config';
import { useRemoteNav } from '../../federation/use-remote-nav';
import { useNamespaceReady } from './use-namespace-ready';

export interface AreaNav {
  name: RemoteName;
  nav: RemoteNav;
}

/**
 * The areas whose menu (nav.json) and labels are in, for what the shell offers across areas (the command palette,
 * the `g` shortcuts); `pending` while a menu is still being fetched. `wanted` narrows them to the menus worth their
 * labels: an area it refuses never has its texts fetched (an owner's page asks nothing of the administrators' areas).
 */
export function useReadyAreas(wanted?: (nav: RemoteNav) => boolean): { areas: AreaNav[]; pending: boolean } {
  const client = useRemoteNav('client');
  const manage = useRemoteNav('manage');
  const users = useRemoteNav('users');
  const take = (nav: RemoteNav | undefined) => (nav && (!wanted || wanted(nav)) ? nav : undefined);
  const clientNav = take(client.data);
  const manageNav = take(manage.data);
  const usersNav = take(users.data);
  const clientReady = useNamespaceReady(clientNav?.namespace);
  const manageReady = useNamespaceReady(manageNav?.namespace);
  const usersReady = useNamespaceReady(usersNav?.namespace);
  const areas = useMemo(() => {
    const candidates: [RemoteName, RemoteNav | undefined, boolean][] = [
      ['client', clientNav, clientReady],
      ['manage', manageNav, manageReady],
      ['users', usersNav, usersReady],
    ];
    return candidates.flatMap(([name, nav, ready]) => (nav && ready ? [{ name, nav }] : []));
  }, [clientNav, manageNav, usersNav, clientReady, manageReady, usersReady]);
  return { areas, pending: client.isPending || manage.isPending || users.isPending };
}
