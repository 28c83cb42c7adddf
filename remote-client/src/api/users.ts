import { companyUserCalls, type CompanyUserEditAnswer, type MemberStatusBody } from '@panel/contract';
import { callApi } from '@panel/shared-core';
import { defineResource } from '@panel/shared-core/record-data';

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
  edit: companyUserCalls.edit,
  update: companyUserCalls.update,
  listings: [
    { name: 'user', scope: 'client' },
    { name: 'team', scope: 'client' },
  ],
});

export const userStatusKeys = {
  check: (id: number) => ['client', 'users', 'status-check', id] as const,
};

export const userStatusApi = {
  /** Whether the status of this user may change, and why not (`GET …/change-status`). */
  check: (id: number, signal?: AbortSignal) =>
    callApi(companyUserCalls.statusCheck, { params: { id } }, { signal }),
  change: (id: number, status: MemberStatusBody['status']) =>
    callApi(companyUserCalls.changeStatus, { params: { id }, body: { status } }),
};
