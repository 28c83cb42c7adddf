import { useCallback, useMemo, useState } from 'react';
import { isApiError, isNavigatedError, useTranslation } from '@panel/shared-core';
import { keepPreviousData, useQuery, useQueryClient } from '@panel/shared-core/query';
import { invalidateResource } from '@panel/shared-core/record-view';
import { notify } from '@panel/shared-core/ui-heavy';
import { applicationResource, commentKeys, commentsApi, type ApplicationArea } from '../api';
import type { AppComment } from '../types';
import '../texts';

/**
 * An application's comments in one area: the list (searched or whole), the order saved with update-position
 * (shown at once, put back if the server refuses), and a refresh of everything that shows comments after a change.
 *
 * @example
 * const comments = useComments('client', 42, search);
 */
export function useComments(area: ApplicationArea, applicationId: number, query: string) {
  const { t } = useTranslation('applications');
  const api = useMemo(() => commentsApi(area), [area]);
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: commentKeys.list(area, applicationId, query),
    queryFn: ({ signal }) => api.search(applicationId, query, signal),
    placeholderData: keepPreviousData,
  });

  /** After any change: the comments, the application (its count) and the comment listings. */
  const refresh = useCallback(
    () => invalidateResource(queryClient, applicationResource(area) as never),
    [queryClient, area],
  );

  const [savingOrder, setSavingOrder] = useState(false);
  const reorder = useCallback(
    async (next: AppComment[]) => {
      const key = commentKeys.list(area, applicationId, '');
      const previous = queryClient.getQueryData<AppComment[]>(key);
      // The new order shows at once; positions follow the list.
      queryClient.setQueryData<AppComment[]>(
        key,
        next.map((comment, index) => ({ ...comment, position: index + 1 })),
      );
      setSavingOrder(true);
      try {
        const answer = await api.updatePosition(
          applicationId,
          next.map((comment) => comment.id),
        );
        if (answer.items.length > 0) queryClient.setQueryData(key, answer.items);
        notify.success(t('comments.orderSaved'));
        refresh();
        return true;
      } catch (error) {
        queryClient.setQueryData(key, previous);
        if (!isNavigatedError(error)) {
          notify.error(t('comments.orderFailed'), isApiError(error) ? error.message : undefined);
        }
        return false;
      } finally {
        setSavingOrder(false);
      }
    },
    [api, applicationId, area, queryClient, refresh, t],
  );

  return { api, list, refresh, reorder, savingOrder };
}
