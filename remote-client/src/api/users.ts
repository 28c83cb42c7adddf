import { http } from '@panel/shared-core';
import { defineResource } from '@panel/shared-core/record';
import type { Member } from './team';

/** The company's users (docs/api-contract.md, "The company's users"): edit, update, change-status. */
export const users = defineResource<Member>({
  key: ['client', 'users'],
  edit: '/client/user/edit/{id}',
  update: { method: 'POST', url: '/client/user/update/{id}' },
  listings: [
    { name: 'user', scope: 'client' },
    { name: 'team', scope: 'client' },
  ],
});

export interface StatusCheck {
  can: boolean;
  /** Why not, in the panel's language. */
  reason: string | null;
}

export const userStatusKeys = {
  check: (id: number) => ['client', 'users', 'status-check', id] as const,
};

export const userStatusApi = {
  /** Whether the status of this user may change, and why not (`GET …/change-status`). */
  async check(id: number, signal?: AbortSignal): Promise<StatusCheck> {
    const { data } = await http.get<{ can?: boolean; reason?: string }>(`/client/user/${id}/change-status`, {
      signal,
    });
    return { can: data?.can === true, reason: data?.reason ?? null };
  },
  async change(id: number, status: 'active' | 'blocked'): Promise<{ message: string | null }> {
    const { data } = await http.put<{ message?: string }>(`/client/user/${id}/change-status`, { status });
    return { message: data?.message ?? null };
  },
};
