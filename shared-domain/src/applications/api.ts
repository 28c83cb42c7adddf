import {
  applicationCalls,
  clientCommentCalls,
  manageApplicationCalls,
  manageCommentCalls,
  type ApplicationEditAnswer,
  type CommentBody,
} from '@panel/contract';
import { callApi } from '@panel/shared-core';
import { defineResource, type RecordResource, type SavedAnswer } from '@panel/shared-core/record-data';
import type { Application, ApplicationStatus } from './types';
import './texts';

/** The two areas that work on applications: the company's own and the administrators'. */
export type ApplicationArea = 'client' | 'manage';

/**
 * The application record calls of an area (docs/api-contract.md, "Record calls"). The company creates and clones;
 * administrators edit any company's application and restore deleted ones. Both areas' edit calls answer the same
 * record, which the form and the record screen read.
 */
export function applicationResource(area: ApplicationArea): RecordResource<Application> {
  return area === 'client'
    ? defineResource<ApplicationEditAnswer['data']>({
        key: ['client', 'applications'],
        create: applicationCalls.create,
        edit: applicationCalls.edit,
        store: applicationCalls.store,
        update: applicationCalls.update,
        listings: [
          { name: 'application' },
          { name: 'application-comments' },
          { name: 'statistics' },
          { name: 'pwa-client' },
        ],
      })
    : defineResource<ApplicationEditAnswer['data']>({
        key: ['manage', 'applications'],
        edit: manageApplicationCalls.edit,
        update: manageApplicationCalls.update,
        listings: [{ name: 'manage-application' }, { name: 'manage-application-comment' }],
      });
}

/**
 * Only a serving application can be deactivated (docs/api-contract.md, "Record calls"): a draft serves nothing yet,
 * and the company cannot turn a deactivated one on again, so the action is never offered where it changes nothing.
 */
export function canDeactivate(status: ApplicationStatus): boolean {
  return status === 'active';
}

/** The actions of an application record, per area: the contract's calls (the id goes in their path). */
export const applicationActions = {
  client: {
    clone: applicationCalls.clone,
    publish: applicationCalls.publish,
    deactivate: applicationCalls.deactivate,
    delete: applicationCalls.delete,
  },
  manage: {
    restore: manageApplicationCalls.restore,
    deactivate: manageApplicationCalls.deactivate,
    delete: manageApplicationCalls.delete,
  },
} as const;

/** What a comment form sends (store and update): every field of the wire's body, none left to the server. */
export type CommentInput = Required<CommentBody>;

/** Query keys of an application's comments, under the area's key so that area invalidations reach them. */
export const commentKeys = {
  all: (area: ApplicationArea) => [area, 'applications', 'comments'] as const,
  list: (area: ApplicationArea, applicationId: number, query: string) =>
    [area, 'applications', 'comments', applicationId, 'list', query] as const,
  templates: (area: ApplicationArea, applicationId: number) =>
    [area, 'applications', 'comments', applicationId, 'templates'] as const,
  systemSets: (area: ApplicationArea, applicationId: number) =>
    [area, 'applications', 'comments', applicationId, 'system-sets'] as const,
};

/** A write's answer as the record calls read it: the record it saved and its message. */
const saved = <T>(answer: { data: T; message: string }): SavedAnswer<T> => ({
  record: answer.data,
  message: answer.message || null,
});

/** A write that changed a list of comments: the comments it answers and its message. */
const changed = <T>(answer: { data: T[]; message: string }) => ({
  items: answer.data,
  message: answer.message || null,
});

/**
 * Every comment call of an area, one implementation for both prefixes (`/client/application/comment`,
 * `/manage/application/comment`): the contract's two tables of the same calls (docs/api-contract.md, "Comments").
 */
export function commentsApi(area: ApplicationArea) {
  const calls = area === 'client' ? clientCommentCalls : manageCommentCalls;
  const of = (applicationId: number) => ({ application_id: String(applicationId) });
  return {
    area,
    search: async (applicationId: number, query = '', signal?: AbortSignal) =>
      (await callApi(calls.search, { query: { ...of(applicationId), query } }, { signal })).data,
    store: async (applicationId: number, input: CommentInput) =>
      saved(await callApi(calls.store, { body: { application_id: applicationId, ...input } })),
    /** The comment as its form reads it. */
    edit: async (id: number) => (await callApi(calls.edit, { params: { id } })).data,
    update: async (id: number, input: CommentInput) =>
      saved(await callApi(calls.update, { params: { id }, body: input })),
    destroy: async (id: number) => (await callApi(calls.destroy, { params: { id } })).message,
    clone: async (id: number) => saved(await callApi(calls.clone, { params: { id } })),
    updatePosition: async (applicationId: number, ids: number[]) =>
      changed(await callApi(calls.updatePosition, { body: { application_id: applicationId, ids } })),
    createTemplate: async (applicationId: number, name: string) =>
      saved(await callApi(calls.createTemplate, { body: { application_id: applicationId, name } })),
    createFromTemplate: async (applicationId: number, templateId: number) =>
      changed(
        await callApi(calls.createFromTemplate, {
          body: { application_id: applicationId, template_id: templateId },
        }),
      ),
    templates: async (applicationId: number, signal?: AbortSignal) =>
      (await callApi(calls.templates, { query: of(applicationId) }, { signal })).data,
    systemSets: async (applicationId: number, signal?: AbortSignal) =>
      (await callApi(calls.systemSets, { query: of(applicationId) }, { signal })).data,
    attachSystem: async (applicationId: number, setId: number) =>
      changed(await callApi(calls.attachSystem, { body: { application_id: applicationId, set_id: setId } })),
    detachSystem: async (applicationId: number, setId: number) =>
      (await callApi(calls.detachSystem, { body: { application_id: applicationId, set_id: setId } })).message,
  };
}

export type CommentsApi = ReturnType<typeof commentsApi>;
