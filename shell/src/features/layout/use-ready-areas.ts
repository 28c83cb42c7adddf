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
 * the `g` shortcuts); `pending` while a menu is still being fetched.
 */
export function useReadyAreas(): { areas: AreaNav[]; pending: boolean } {
  const client = useRemoteNav('client');
  const manage = useRemoteNav('manage');
  const users = useRemoteNav('users');
  const clientReady = useNamespaceReady(client.data?.namespace);
  const manageReady = useNamespaceReady(manage.data?.namespace);
  const usersReady = useNamespaceReady(users.data?.namespace);
  const areas = useMemo(() => {
    const candidates: [RemoteName, RemoteNav | undefined, boolean][] = [
      ['client', client.data, clientReady],
      ['manage', manage.data, manageReady],
      ['users', users.data, usersReady],
    ];
    return candidates.flatMap(([name, nav, ready]) => (nav && ready ? [{ name, nav }] : []));
  }, [client.data, manage.data, users.data, clientReady, manageReady, usersReady]);
  return { areas, pending: client.isPending || manage.isPending || users.isPending };
}
