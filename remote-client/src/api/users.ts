import { http } from '@panel/shared-core';
import { defineResource } from '@panel/shared-core/record-data';
import type {
  CompanyUserEditAnswer,
  MemberStatusAnswer,
  MemberStatusBody,
  MemberStatusCheck,
} from '@panel/contract';

export type {
  CompanyUserEditAnswer,
  CompanyUserFormOptions,
  MemberStatusBody,
  MemberStatusCheck,
} from '@panel/contract';

/**
 * The company's users (docs/api-contract.md, "The company's users"): edit, update, change-status. The record the
 * form reads is the one the edit call answers.
 */
export const users = defineResource<CompanyUserEditAnswer['data']>({
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
    const { data } = await http.get<MemberStatusCheck | undefined>(`/client/user/${id}/change-status`, {
      signal,
    });
    if (data?.can === true) return { can: true, reason: null };
    return { can: false, reason: data?.reason ?? null };
  },
  async change(id: number, status: MemberStatusBody['status']): Promise<{ message: string | null }> {
    const body: MemberStatusBody = { status };
    const { data } = await http.put<Partial<MemberStatusAnswer>>(`/client/user/${id}/change-status`, body);
    return { message: data?.message ?? null };
  },
};
