/**
 * Helpers of the record-call API tests (no browser page): sign in through the API and call the contract server as
 * that user, in English unless told otherwise (docs/api-contract.md, "Record calls").
 */
import type {
  AppComment,
  Application,
  ApplicationBody,
  ApplicationEditAnswer,
  CommentBody,
} from '@panel/contract';
import type { Caller } from './api-callers';

export { signIn, type Caller, type Invalid, type Method } from './api-callers';

/** Every field of the application form, valid. */
export const validApplication = {
  name: 'Harbor Tides',
  language: 'en',
  category: 'games',
  template: 'google-play',
  icon_url: '/api/static/icons/3.svg',
  screenshots: ['/api/static/screens/1.svg', 'https://cdn.example/shot-2.png'],
  developer_name: 'Acme Apps',
  description: 'Tides and harbors, every day.',
  rating: 4.3,
  installs_label: '50K+',
  offer_url: 'https://offers.example/harbor?sub=1',
  domain_id: null,
  pixel_ids: [],
  push_enabled: false,
} satisfies ApplicationBody;

/** The fields of a comment form, valid. */
export const validComment = {
  author_name: 'Ann Lee',
  author_avatar_url: '/api/static/avatars/2.svg',
  text: 'Works well.',
  rating: 5,
  likes: 3,
  shown_date: '2026-05-01',
  reply_text: 'Thank you!',
} satisfies CommentBody;

/** A fresh application of the caller's company (a draft, no comments). */
export async function newApplication(
  caller: Caller,
  fields: Record<string, unknown> = {},
): Promise<Application> {
  const { data } = await caller.ok<{ data: Application }>('POST', '/client/application/store', {
    ...validApplication,
    ...fields,
  });
  return data;
}

/** One of the seeded active applications of the caller's company (found through the edit call). */
export async function activeApplication(caller: Caller, skip: readonly number[] = []): Promise<Application> {
  for (let id = 1; id < 100; id++) {
    if (skip.includes(id)) continue;
    const response = await caller.call('GET', `/client/application/${id}/edit`);
    if (response.status() !== 200) continue;
    const { data } = (await response.json()) as ApplicationEditAnswer;
    if (data.status === 'active') return data;
  }
  throw new Error("no active application of the caller's company found");
}

/** Adds comments by these authors, in this order, to an application (company prefix). */
export async function addComments(
  caller: Caller,
  applicationId: number,
  authors: string[],
): Promise<AppComment[]> {
  const added: AppComment[] = [];
  for (const author of authors) {
    const { data } = await caller.ok<{ data: AppComment }>('POST', '/client/application/comment/store', {
      ...validComment,
      application_id: applicationId,
      author_name: author,
      text: `${author} likes it.`,
    });
    added.push(data);
  }
  return added;
}

/** An application of another company than Acme's (seen through the administrators' edit call). */
export async function foreignApplication(admin: Caller): Promise<Application> {
  // Acme's 1,200 applications come first in the seed; the next ones belong to other companies.
  for (let id = 1201; id < 1300; id++) {
    const response = await admin.call('GET', `/manage/application/${id}/edit`);
    if (response.status() !== 200) continue;
    const { data } = (await response.json()) as ApplicationEditAnswer;
    if (data.company_id !== 1 && data.status !== 'deleted' && data.comments_count > 0) return data;
  }
  throw new Error('no application of another company found');
}
