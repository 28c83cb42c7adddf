/**
 * `@panel/shared-core/query`: TanStack Query and the panel's one QueryClient (docs/architecture.md).
 * A federated entry of its own, so the first page (login) does not download it; the default layout
 * provides the client, remotes use the hooks.
 *
 * @example
 * import { useQuery } from '@panel/shared-core/query';
 * const { data } = useQuery({ queryKey: ['client', 'tariffs'], queryFn: tariffsApi.list });
 */
export {
  QueryClientProvider,
  useQuery,
  useQueries,
  useMutation,
  useQueryClient,
  useInfiniteQuery,
  useSuspenseQuery,
  useIsFetching,
  keepPreviousData,
  queryOptions,
  QueryClient,
  type QueryKey,
  type UseQueryOptions,
  type UseQueryResult,
  type UseMutationOptions,
  type UseMutationResult,
} from '@tanstack/react-query';
export { createQueryClient, isUnexpectedFailure, queryClient, shouldRetry } from './query-client';
