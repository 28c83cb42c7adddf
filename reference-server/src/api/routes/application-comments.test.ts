/**
 * The comment calls of the contract server, through the API only (docs/api-contract.md, "Record calls: applications,
 * comments, comment templates"): one implementation under the company prefix and the administrators' one; positions,
 * templates, the platform's system sets, validation and access.
 */
import type { AppComment, Application, CommentTemplate, SystemCommentSet } from '@panel/contract';
import { expect, test } from '../../testing/api-test';
import { resetServer } from '../../testing/api-test';
import {
  addComments,
  foreignApplication,
  newApplication,
  signIn,
  validComment,
  type Caller,
} from '../../testing/records';

const C = '/client/application/comment';
const M = '/manage/application/comment';

async function commentsOf(caller: Caller, applicationId: number, prefix = C): Promise<AppComment[]> {
  return (await caller.ok<{ data: AppComment[] }>('GET', `${prefix}/search?application_id=${applicationId}`))
    .data;
}

const order = (comments: AppComment[]) => comments.map((c) => [c.author_name, c.position]);

async function countOf(caller: Caller, applicationId: number): Promise<number> {
  return (await caller.ok<{ data: Application }>('GET', `/client/application/${applicationId}/edit`)).data
    .comments_count;
}

test.describe('comment calls', () => {
  test.beforeEach(async ({ request }) => {
    await resetServer(request);
  });

  test('store, edit, update and destroy keep the positions and the count', async ({ request }) => {
    const owner = await signIn(request, 'owner');
    const app = await newApplication(owner);
    const stored = await owner.ok<{ data: AppComment; message: string }>('POST', `${C}/store`, {
      ...validComment,
      application_id: app.id,
    });
    expect(stored.message).toBe('Done.');
    expect(stored.data).toMatchObject({
      ...validComment,
      application_id: app.id,
      position: 1,
      is_system: false,
      system_set_id: null,
    });
    await addComments(owner, app.id, ['Bob', 'Cid']);
    expect(order(await commentsOf(owner, app.id))).toEqual([
      ['Ann Lee', 1],
      ['Bob', 2],
      ['Cid', 3],
    ]);
    expect(await countOf(owner, app.id)).toBe(3);
    // Comments change the count and nothing else of the application.
    const afterComments = await owner.ok<{ data: Application }>('GET', `/client/application/${app.id}/edit`);
    expect(afterComments.data.updated_at).toBe(app.updated_at);

    const edit = await owner.ok<{ data: AppComment; options: unknown }>('GET', `${C}/${stored.data.id}/edit`);
    expect(edit).toEqual({ data: stored.data, options: {} });

    // Absent fields are kept; an empty reply becomes null.
    const updated = await owner.ok<{ data: AppComment; message: string }>(
      'PUT',
      `${C}/${stored.data.id}/update`,
      {
        text: 'Works very well.',
        reply_text: '',
      },
    );
    expect(updated.data).toMatchObject({
      ...validComment,
      text: 'Works very well.',
      reply_text: null,
      position: 1,
    });

    const bob = (await commentsOf(owner, app.id))[1]!;
    expect(await owner.ok('DELETE', `${C}/${bob.id}/destroy`)).toEqual({ message: 'Done.' });
    expect(order(await commentsOf(owner, app.id))).toEqual([
      ['Ann Lee', 1],
      ['Cid', 2],
    ]);
    expect(await countOf(owner, app.id)).toBe(2);
    expect(await owner.status('GET', `${C}/${bob.id}/edit`)).toBe(404);

    // The company's comments listing reads the same store.
    const listing = await owner.ok<{ data: { id: number; author_name: string }[] }>(
      'POST',
      '/common/listing/application-comments/data',
      { filters: { application_id: String(app.id) } },
    );
    expect(listing.data.map((row) => row.author_name).sort()).toEqual(['Cid', 'Ann Lee'].sort());
  });

  test('store starts with no likes when none are sent, and appends after the last comment', async ({
    request,
  }) => {
    const owner = await signIn(request, 'owner');
    const app = await newApplication(owner);
    await addComments(owner, app.id, ['Ann']);
    const { data } = await owner.ok<{ data: AppComment }>('POST', `${C}/store`, {
      application_id: app.id,
      author_name: 'Dee',
      text: 'Fine.',
      rating: 4,
      shown_date: '2026-04-30',
    });
    expect(data).toMatchObject({ likes: 0, reply_text: null, position: 2 });
  });

  test('clone puts the copy right after its source', async ({ request }) => {
    const owner = await signIn(request, 'owner');
    const app = await newApplication(owner);
    const [, bob] = await addComments(owner, app.id, ['Ann', 'Bob', 'Cid']);
    const cloned = await owner.ok<{ data: AppComment; message: string }>('POST', `${C}/${bob!.id}/clone`);
    expect(cloned.message).toBe('Done.');
    expect(cloned.data).toMatchObject({ author_name: 'Bob', text: bob!.text, position: 3 });
    expect(cloned.data.id).not.toBe(bob!.id);
    expect(order(await commentsOf(owner, app.id))).toEqual([
      ['Ann', 1],
      ['Bob', 2],
      ['Bob', 3],
      ['Cid', 4],
    ]);
    expect(await countOf(owner, app.id)).toBe(4);
  });

  test('search keeps the comments whose author, text or reply contains the query', async ({ request }) => {
    const owner = await signIn(request, 'owner');
    const app = await newApplication(owner);
    await addComments(owner, app.id, ['Ann', 'Bob']);
    await owner.ok('POST', `${C}/store`, {
      ...validComment,
      application_id: app.id,
      author_name: 'Cid',
      text: 'Plain.',
      reply_text: 'We fixed the LOGIN issue.',
    });
    const find = async (query: string) =>
      (
        await owner.ok<{ data: AppComment[] }>(
          'GET',
          `${C}/search?application_id=${app.id}&query=${encodeURIComponent(query)}`,
        )
      ).data.map((c) => c.author_name);
    expect(await find('bob')).toEqual(['Bob']);
    expect(await find('ANN LIKES')).toEqual(['Ann']);
    expect(await find('login')).toEqual(['Cid']);
    expect(await find('')).toEqual(['Ann', 'Bob', 'Cid']);
    expect((await owner.invalid('GET', `${C}/search`)).errors).toHaveProperty('application_id');
  });

  test('every field is validated, with the message keyed by its field', async ({ request }) => {
    const owner = await signIn(request, 'owner');
    const app = await newApplication(owner);
    const store = (fields: Record<string, unknown>, lang: 'en' | 'ru' = 'en') =>
      owner.invalid('POST', `${C}/store`, { ...validComment, application_id: app.id, ...fields }, lang);

    expect((await store({ author_name: '' })).errors).toEqual({ author_name: ['The field is required.'] });
    expect((await store({ author_name: 'a'.repeat(101) })).errors).toEqual({
      author_name: ['The value may not be longer than 100 characters.'],
    });
    expect((await store({ text: 't'.repeat(2001) })).errors).toEqual({
      text: ['The value may not be longer than 2000 characters.'],
    });
    expect((await store({ rating: 6 })).errors).toEqual({
      rating: ['The rating must be a whole number from 1 to 5.'],
    });
    expect((await store({ rating: 4.5 })).errors).toEqual({
      rating: ['The rating must be a whole number from 1 to 5.'],
    });
    expect((await store({ likes: -1 })).errors).toEqual({
      likes: ['The likes must be a whole number from 0 to 1,000,000.'],
    });
    expect((await store({ likes: 1_000_001 })).errors).toHaveProperty('likes');
    expect((await store({ rating: true })).errors).toHaveProperty('rating');
    expect((await store({ likes: null })).errors).toHaveProperty('likes');
    expect((await store({ shown_date: '2026-02-30' })).errors).toEqual({
      shown_date: ['The date must be in the YYYY-MM-DD format.'],
    });
    expect((await store({ shown_date: '01.05.2026' })).errors).toHaveProperty('shown_date');
    expect((await store({ shown_date: '' })).errors).toEqual({ shown_date: ['The field is required.'] });
    expect((await store({ reply_text: 'r'.repeat(2001) })).errors).toHaveProperty('reply_text');
    expect((await store({ author_avatar_url: 'javascript:alert(1)' })).errors).toEqual({
      author_avatar_url: ['The image address must start with http(s):// or /api/.'],
    });
    const ru = await store({ text: '', rating: 0 }, 'ru');
    expect(ru.errors).toEqual({
      text: ['Поле обязательно для заполнения.'],
      rating: ['Оценка должна быть целым числом от 1 до 5.'],
    });

    const [ann] = await addComments(owner, app.id, ['Ann']);
    expect((await owner.invalid('PUT', `${C}/${ann!.id}/update`, { likes: 'many' })).errors).toHaveProperty(
      'likes',
    );
  });

  test('update-position saves a new order and refuses a list that is not exactly the comments', async ({
    request,
  }) => {
    const owner = await signIn(request, 'owner');
    const app = await newApplication(owner);
    const [ann, bob, cid] = await addComments(owner, app.id, ['Ann', 'Bob', 'Cid']);
    const ids = [cid!.id, ann!.id, bob!.id];
    const saved = await owner.ok<{ data: AppComment[]; message: string }>('POST', `${C}/update-position`, {
      application_id: app.id,
      ids,
    });
    expect(saved.message).toBe('Done.');
    expect(order(saved.data)).toEqual([
      ['Cid', 1],
      ['Ann', 2],
      ['Bob', 3],
    ]);
    expect(order(await commentsOf(owner, app.id))).toEqual(order(saved.data));

    const other = await newApplication(owner, { name: 'Other' });
    const [foreignComment] = await addComments(owner, other.id, ['Zed']);
    const refused = 'The list must hold every comment of the application exactly once.';
    for (const wrong of [
      [cid!.id, ann!.id], // one missing
      [cid!.id, ann!.id, ann!.id], // a duplicate
      [cid!.id, ann!.id, foreignComment!.id], // another application's comment
      [cid!.id, ann!.id, bob!.id, foreignComment!.id], // one too many
    ]) {
      const answer = await owner.invalid('POST', `${C}/update-position`, {
        application_id: app.id,
        ids: wrong,
      });
      expect(answer.errors, JSON.stringify(wrong)).toEqual({ ids: [refused] });
    }
    // Nothing moved.
    expect(order(await commentsOf(owner, app.id))).toEqual(order(saved.data));
  });

  test('create-template, then templates and show list it, and create-from-template adds its comments', async ({
    request,
  }) => {
    const owner = await signIn(request, 'owner');
    const source = await newApplication(owner);
    await addComments(owner, source.id, ['Ann', 'Bob']);
    const created = await owner.ok<{ data: CommentTemplate; message: string }>(
      'POST',
      `${C}/create-template`,
      {
        application_id: source.id,
        name: 'Launch reviews',
      },
    );
    expect(created.message).toBe('Done.');
    expect(created.data).toMatchObject({
      name: 'Launch reviews',
      language: 'en',
      comments: [
        { author_name: 'Ann', text: 'Ann likes it.', rating: 5, likes: 3, reply_text: 'Thank you!' },
        { author_name: 'Bob', text: 'Bob likes it.', rating: 5, likes: 3, reply_text: 'Thank you!' },
      ],
    });

    const target = await newApplication(owner, { name: 'Target' });
    await addComments(owner, target.id, ['Zed']);
    const templates = await owner.ok<{ data: CommentTemplate[] }>(
      'GET',
      `${C}/templates?application_id=${target.id}`,
    );
    const listed = templates.data.find((t) => t.id === created.data.id)!;
    expect(listed).toEqual({
      id: created.data.id,
      name: 'Launch reviews',
      language: 'en',
      comments: created.data.comments,
    });

    const shown = await owner.ok<{ data: CommentTemplate }>(
      'GET',
      `/client/comment-template/${created.data.id}/show`,
    );
    expect(shown.data).toMatchObject({
      id: created.data.id,
      name: 'Launch reviews',
      comments: created.data.comments,
    });
    expect(typeof shown.data.created_at).toBe('string');

    const added = await owner.ok<{ data: AppComment[]; message: string }>(
      'POST',
      `${C}/create-from-template`,
      {
        application_id: target.id,
        template_id: created.data.id,
      },
    );
    const today = new Date().toISOString().slice(0, 10);
    expect(added.data.map((c) => [c.author_name, c.position, c.is_system])).toEqual([
      ['Ann', 2, false],
      ['Bob', 3, false],
    ]);
    for (const comment of added.data) {
      expect(comment.shown_date).toBe(today);
      expect(comment.author_avatar_url).toMatch(/^\/api\/static\/avatars\/\d+\.svg$/);
    }
    expect(order(await commentsOf(owner, target.id))).toEqual([
      ['Zed', 1],
      ['Ann', 2],
      ['Bob', 3],
    ]);
    expect(await countOf(owner, target.id)).toBe(3);

    // An unknown template (or another company's) is refused on template_id.
    expect(
      (
        await owner.invalid('POST', `${C}/create-from-template`, {
          application_id: target.id,
          template_id: 999_999,
        })
      ).errors,
    ).toHaveProperty('template_id');

    // The template can be deleted; then it is gone.
    expect(await owner.ok('DELETE', `/client/comment-template/${created.data.id}/destroy`)).toEqual({
      message: 'Done.',
    });
    expect(await owner.status('GET', `/client/comment-template/${created.data.id}/show`)).toBe(404);
    expect(await owner.status('DELETE', `/client/comment-template/${created.data.id}/destroy`)).toBe(404);
  });

  test('create-template refuses a missing name and an application without comments of its own', async ({
    request,
  }) => {
    const owner = await signIn(request, 'owner');
    const app = await newApplication(owner);
    const empty = await owner.invalid('POST', `${C}/create-template`, { application_id: app.id, name: '' });
    expect(empty.errors).toEqual({
      name: ['The field is required.'],
      application_id: ['The application has no comments of its own to save as a template.'],
    });
    await addComments(owner, app.id, ['Ann']);
    expect(
      (await owner.invalid('POST', `${C}/create-template`, { application_id: app.id, name: 'n'.repeat(101) }))
        .errors,
    ).toEqual({ name: ['The value may not be longer than 100 characters.'] });
    // A given language is kept.
    const ru = await owner.ok<{ data: CommentTemplate }>('POST', `${C}/create-template`, {
      application_id: app.id,
      name: 'По-русски',
      language: 'ru',
    });
    expect(ru.data.language).toBe('ru');
    expect(
      (
        await owner.invalid('POST', `${C}/create-template`, {
          application_id: app.id,
          name: 'X',
          language: 'xx',
        })
      ).errors,
    ).toEqual({ language: ['The selected value is invalid.'] });
  });

  test('a system set is attached and detached; its comments cannot be edited or deleted', async ({
    request,
  }) => {
    const owner = await signIn(request, 'owner');
    const app = await newApplication(owner);
    const [ann] = await addComments(owner, app.id, ['Ann']);

    const sets = await owner.ok<{ data: SystemCommentSet[] }>(
      'GET',
      `${C}/system-sets?application_id=${app.id}`,
    );
    expect(sets.data.length).toBeGreaterThanOrEqual(5);
    for (const set of sets.data) {
      expect(set.attached).toBe(false);
      expect(set.comments_count).toBe(set.comments.length);
      expect(['ru', 'en']).toContain(set.language);
    }
    const set = sets.data[1]!;

    const attached = await owner.ok<{ data: AppComment[]; message: string }>(
      'POST',
      `${C}/attach-system-comments`,
      { application_id: app.id, set_id: set.id },
    );
    expect(attached.message).toBe('Done.');
    expect(attached.data.map((c) => c.author_name)).toEqual(set.comments.map((c) => c.author_name));
    expect(attached.data.map((c) => c.position)).toEqual(set.comments.map((_, i) => i + 2));
    for (const comment of attached.data)
      expect(comment).toMatchObject({ is_system: true, system_set_id: set.id });
    expect(await countOf(owner, app.id)).toBe(1 + set.comments.length);
    const after = await owner.ok<{ data: SystemCommentSet[] }>(
      'GET',
      `${C}/system-sets?application_id=${app.id}`,
    );
    expect(after.data.find((s) => s.id === set.id)!.attached).toBe(true);
    expect(
      (await owner.invalid('POST', `${C}/attach-system-comments`, { application_id: app.id, set_id: set.id }))
        .errors,
    ).toEqual({ set_id: ['This set is attached already.'] });
    expect(
      (await owner.invalid('POST', `${C}/attach-system-comments`, { application_id: app.id, set_id: 999 }))
        .errors,
    ).toHaveProperty('set_id');

    // System comments come from the platform: not editable, not deletable; a clone is the company's own.
    const system = attached.data[0]!;
    const locked =
      'A system comment comes from a platform set: it cannot be changed or deleted; detach the set instead.';
    expect((await owner.invalid('PUT', `${C}/${system.id}/update`, { text: 'Mine now' })).errors).toEqual({
      id: [locked],
    });
    expect((await owner.invalid('DELETE', `${C}/${system.id}/destroy`)).errors).toEqual({ id: [locked] });
    const clone = await owner.ok<{ data: AppComment }>('POST', `${C}/${system.id}/clone`);
    expect(clone.data).toMatchObject({ is_system: false, system_set_id: null, position: 3 });

    const detached = await owner.ok('POST', `${C}/detach-system-comments`, {
      application_id: app.id,
      set_id: set.id,
    });
    expect(detached).toEqual({ message: 'Done.' });
    expect(order(await commentsOf(owner, app.id))).toEqual([
      ['Ann', 1],
      [system.author_name, 2],
    ]);
    expect(await countOf(owner, app.id)).toBe(2);
    expect(
      (await owner.invalid('POST', `${C}/detach-system-comments`, { application_id: app.id, set_id: set.id }))
        .errors,
    ).toEqual({ set_id: ['This set is not attached.'] });
    expect((await commentsOf(owner, app.id))[0]!.id).toBe(ann!.id);
  });

  test('seeded system comments belong to a set, which shows as attached', async ({ request }) => {
    const admin = await signIn(request, 'admin');
    // Find a seeded application with a system comment (about one comment in ten is one).
    for (let id = 1; id <= 60; id++) {
      const comments = await commentsOf(admin, id, M);
      const system = comments.find((c) => c.is_system);
      if (!system) continue;
      expect(comments.filter((c) => !c.is_system).every((c) => c.system_set_id === null)).toBe(true);
      const sets = await admin.ok<{ data: SystemCommentSet[] }>(
        'GET',
        `${M}/system-sets?application_id=${id}`,
      );
      expect(system.system_set_id).toBe((id % sets.data.length) + 1);
      expect(sets.data.find((s) => s.id === system.system_set_id)!.attached).toBe(true);
      return;
    }
    throw new Error('no seeded system comment found');
  });

  test('administrators work on any application under the manage prefix', async ({ request }) => {
    const admin = await signIn(request, 'admin');
    const foreign = await foreignApplication(admin);
    const before = await commentsOf(admin, foreign.id, M);
    expect(before.length).toBe(foreign.comments_count);

    const stored = await admin.ok<{ data: AppComment }>('POST', `${M}/store`, {
      ...validComment,
      application_id: foreign.id,
    });
    expect(stored.data.position).toBe(before.length + 1);
    expect(await admin.ok('GET', `${M}/${stored.data.id}/edit`)).toEqual({ data: stored.data, options: {} });
    const updated = await admin.ok<{ data: AppComment }>('PUT', `${M}/${stored.data.id}/update`, {
      likes: 10,
    });
    expect(updated.data.likes).toBe(10);
    const cloned = await admin.ok<{ data: AppComment }>('POST', `${M}/${stored.data.id}/clone`);
    const reversed = [...(await commentsOf(admin, foreign.id, M))].reverse().map((c) => c.id);
    const moved = await admin.ok<{ data: AppComment[] }>('POST', `${M}/update-position`, {
      application_id: foreign.id,
      ids: reversed,
    });
    expect(moved.data[0]!.id).toBe(cloned.data.id);
    await admin.ok('DELETE', `${M}/${cloned.data.id}/destroy`);
    const edit = await admin.ok<{ data: Application }>('GET', `/manage/application/${foreign.id}/edit`);
    expect(edit.data.comments_count).toBe(before.length + 1);

    // The administrators' listing reads the same store.
    const listing = await admin.ok<{ data: { id: number }[] }>(
      'POST',
      '/common/listing/manage-application-comment/data',
      {
        filters: { application_id: String(foreign.id) },
        perPage: 100,
      },
    );
    expect(listing.data.length).toBe(before.length + 1);
  });

  test('403 without comment.manage or outside the administrators, 404 for other companies', async ({
    request,
  }) => {
    const owner = await signIn(request, 'owner');
    const member = await signIn(request, 'member');
    const admin = await signIn(request, 'admin');
    const app = await newApplication(owner);
    const [ann] = await addComments(owner, app.id, ['Ann']);

    // The member has no comment.manage.
    expect(await member.status('GET', `${C}/search?application_id=${app.id}`)).toBe(403);
    expect(await member.status('POST', `${C}/store`, { ...validComment, application_id: app.id })).toBe(403);
    expect(await member.status('GET', `${C}/${ann!.id}/edit`)).toBe(403);
    expect(await member.status('PUT', `${C}/${ann!.id}/update`, { likes: 1 })).toBe(403);
    expect(await member.status('DELETE', `${C}/${ann!.id}/destroy`)).toBe(403);
    expect(await member.status('GET', `${C}/templates?application_id=${app.id}`)).toBe(403);
    expect(await member.status('GET', `/client/comment-template/1/show`)).toBe(403);

    // A company user may not use the administrators' prefix.
    expect(await owner.status('GET', `${M}/search?application_id=${app.id}`)).toBe(403);
    expect(await owner.status('PUT', `${M}/${ann!.id}/update`, { likes: 1 })).toBe(403);

    // Another company's application and comment do not exist for Acme.
    const foreign = await foreignApplication(admin);
    const foreignComment = (await commentsOf(admin, foreign.id, M))[0]!;
    expect(await owner.status('GET', `${C}/search?application_id=${foreign.id}`)).toBe(404);
    expect(await owner.status('POST', `${C}/store`, { ...validComment, application_id: foreign.id })).toBe(
      404,
    );
    expect(await owner.status('GET', `${C}/${foreignComment.id}/edit`)).toBe(404);
    expect(await owner.status('PUT', `${C}/${foreignComment.id}/update`, { likes: 1 })).toBe(404);
    expect(await owner.status('DELETE', `${C}/${foreignComment.id}/destroy`)).toBe(404);
    expect(await owner.status('POST', `${C}/${foreignComment.id}/clone`)).toBe(404);
    expect(await owner.status('GET', `${C}/system-sets?application_id=${foreign.id}`)).toBe(404);
    expect(await owner.status('GET', `${C}/999999/edit`)).toBe(404);

    // A deleted application's comments are gone for the company too.
    await owner.ok('POST', `/client/application/${app.id}/delete`);
    expect(await owner.status('GET', `${C}/search?application_id=${app.id}`)).toBe(404);
    expect(await owner.status('GET', `${C}/${ann!.id}/edit`)).toBe(404);
  });
});
