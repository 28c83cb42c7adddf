import { http } from '@panel/shared-core';
import {
  defineResource,
  listFromWire,
  savedFromWire,
  type RecordCall,
  type RecordResource,
  type SavedAnswer,
} from '@panel/shared-core/record-data';
import type { ApplicationEditAnswer, CommentBody, CommentEditAnswer } from '@panel/contract';
import type { AppComment, Application, ApplicationStatus, CommentTemplate, SystemCommentSet } from './types';
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
        create: '/client/application/create',
        edit: '/client/application/{id}/edit',
        store: '/client/application/store',
        update: { method: 'POST', url: '/client/application/update', idIn: 'body' },
        listings: [
          { name: 'application' },
          { name: 'application-comments' },
          { name: 'statistics' },
          { name: 'pwa-client' },
        ],
      })
    : defineResource<ApplicationEditAnswer['data']>({
        key: ['manage', 'applications'],
        edit: '/manage/application/{id}/edit',
        update: { method: 'POST', url: '/manage/application/update', idIn: 'body' },
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

/** The actions of an application record, per area. */
export const applicationActions = {
  client: {
    clone: { method: 'POST', url: '/client/application/{id}/clone' },
    deactivate: { method: 'POST', url: '/client/application/{id}/deactivate' },
    delete: { method: 'POST', url: '/client/application/{id}/delete' },
  },
  manage: {
    restore: { method: 'POST', url: '/manage/application/{id}/restore' },
    deactivate: { method: 'POST', url: '/manage/application/{id}/deactivate' },
    delete: { method: 'POST', url: '/manage/application/{id}/delete' },
  },
} as const satisfies Record<ApplicationArea, Record<string, RecordCall>>;

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

/**
 * Every comment call of an area, one implementation for both prefixes (`/client/application/comment`,
 * `/manage/application/comment`): docs/api-contract.md, "Comments".
 */
export function commentsApi(area: ApplicationArea) {
  const base = `/${area}/application/comment`;
  const saved = async <T>(request: Promise<{ data: unknown }>): Promise<SavedAnswer<T>> =>
    savedFromWire<T>((await request).data);
  const list = async <T>(
    request: Promise<{ data: unknown }>,
  ): Promise<{ items: T[]; message: string | null }> => {
    const { data } = await request;
    const message =
      data && typeof data === 'object' && typeof (data as { message?: unknown }).message === 'string'
        ? (data as { message: string }).message
        : null;
    return { items: listFromWire<T>(data), message };
  };
  return {
    area,
    search: async (applicationId: number, query = '', signal?: AbortSignal) =>
      listFromWire<AppComment>(
        (
          await http.get<unknown>(`${base}/search`, {
            params: { application_id: applicationId, query },
            signal,
          })
        ).data,
      ),
    store: (applicationId: number, input: CommentInput) =>
      saved<AppComment>(http.post(`${base}/store`, { application_id: applicationId, ...input })),
    edit: async (id: number) =>
      savedFromWire<CommentEditAnswer['data']>((await http.get<unknown>(`${base}/${id}/edit`)).data),
    update: (id: number, input: CommentInput) => saved<AppComment>(http.put(`${base}/${id}/update`, input)),
    destroy: (id: number) => saved<AppComment>(http.delete(`${base}/${id}/destroy`)),
    clone: (id: number) => saved<AppComment>(http.post(`${base}/${id}/clone`, {})),
    updatePosition: (applicationId: number, ids: number[]) =>
      list<AppComment>(http.post(`${base}/update-position`, { application_id: applicationId, ids })),
    createTemplate: (applicationId: number, name: string) =>
      saved<CommentTemplate>(http.post(`${base}/create-template`, { application_id: applicationId, name })),
    createFromTemplate: (applicationId: number, templateId: number) =>
      list<AppComment>(
        http.post(`${base}/create-from-template`, { application_id: applicationId, template_id: templateId }),
      ),
    templates: async (applicationId: number, signal?: AbortSignal) =>
      listFromWire<CommentTemplate>(
        (await http.get<unknown>(`${base}/templates`, { params: { application_id: applicationId }, signal }))
          .data,
      ),
    systemSets: async (applicationId: number, signal?: AbortSignal) =>
      listFromWire<SystemCommentSet>(
        (
          await http.get<unknown>(`${base}/system-sets`, {
            params: { application_id: applicationId },
            signal,
          })
        ).data,
      ),
    attachSystem: (applicationId: number, setId: number) =>
      list<AppComment>(
        http.post(`${base}/attach-system-comments`, { application_id: applicationId, set_id: setId }),
      ),
    detachSystem: (applicationId: number, setId: number) =>
      saved<unknown>(
        http.post(`${base}/detach-system-comments`, { application_id: applicationId, set_id: setId }),
      ),
  };
}

export type CommentsApi = ReturnType<typeof commentsApi>;
