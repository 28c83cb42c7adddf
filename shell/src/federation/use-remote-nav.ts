import { useQuery } from '@panel/shared-core/query';
import type { RemoteName } from '../config/runtime-config';
import { takeRemoteNav } from './fetch-ahead';

export const remoteNavKey = (name: RemoteName) => ['shell', 'remote-nav', name] as const;

/**
 * A remote's menu metadata (nav.json), fetched without any of its code and kept for the page's life.
 * @example const { data: nav } = useRemoteNav('client');
 */
export function useRemoteNav(name: RemoteName) {
  return useQuery({
    queryKey: remoteNavKey(name),
    queryFn: () => takeRemoteNav(name),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: 2,
    retryDelay: (attempt) => 400 * 2 ** attempt,
  });
}
