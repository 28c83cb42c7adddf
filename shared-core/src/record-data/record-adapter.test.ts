import {
  createFromWire,
  defineResource,
  editFromWire,
  listFromWire,
  optionsFromWire,
  payloadToWire,
  savedFromWire,
} from '@panel/shared-core/record';
import { CreateForm, EditForm, Saved } from '@panel/contract/schemas/define';
import { fakeApi, json, testCalls, type FakeApi } from '@panel/shared-core/testing';
import { z } from 'zod';

describe('the record-call adapter', () => {
  it('reads options in every shape the contract allows and drops the rest', () => {
    expect(
      optionsFromWire({
        languages: [{ value: 'ru', label: 'Русский' }, { value: 'en' }],
        pixels: [{ id: 7, name: 'Main', type: 'facebook' }],
        plain: ['a', 2],
        map: { games: 'Games' },
        junk: 'nope',
        broken: [null, { label: 'no value' }],
      }),
    ).toEqual({
      languages: [
        { value: 'ru', label: 'Русский' },
        { value: 'en', label: 'en' },
      ],
      pixels: [{ id: 7, name: 'Main', type: 'facebook', value: 7, label: 'Main' }],
      plain: [
        { value: 'a', label: 'a' },
        { value: 2, label: '2' },
      ],
      map: [{ value: 'games', label: 'Games' }],
      broken: [],
    });
    expect(optionsFromWire(undefined)).toEqual({});
  });

  it('reads create answers: options and defaults', () => {
    expect(createFromWire({ options: { a: ['x'] }, defaults: { name: '' } })).toEqual({
      options: { a: [{ value: 'x', label: 'x' }] },
      defaults: { name: '' },
    });
    expect(createFromWire(null)).toEqual({ options: {}, defaults: {} });
  });

  it('finds the record of an edit answer under data, under its resource name, or flat', () => {
    expect(editFromWire({ data: { id: 1 }, options: {} }).record).toEqual({ id: 1 });
    expect(editFromWire({ application: { id: 2 }, options: {} }).record).toEqual({ id: 2 });
    expect(editFromWire({ id: 3, name: 'flat', options: { x: [] } })).toEqual({
      record: { id: 3, name: 'flat' },
      options: { x: [] },
    });
    expect(() => editFromWire({ message: 'nothing' })).toThrow('no record');
  });

  it('reads saved and action answers with or without a record', () => {
    expect(savedFromWire({ data: { id: 4 }, message: 'Done.' })).toEqual({
      record: { id: 4 },
      message: 'Done.',
    });
    expect(savedFromWire({ message: 'Done.' })).toEqual({ record: null, message: 'Done.' });
    expect(savedFromWire('')).toEqual({ record: null, message: null });
  });

  it('reads lists, drops undefined values from a body and puts the id where the call wants it', () => {
    expect(listFromWire({ data: [1, 2] })).toEqual([1, 2]);
    expect(listFromWire([3])).toEqual([3]);
    expect(listFromWire({ data: 'x' })).toEqual([]);
    expect(payloadToWire({ a: 1, b: undefined, c: null })).toEqual({ a: 1, c: null });
    expect(payloadToWire({ a: 1 }, '12')).toEqual({ a: 1, id: 12 });
  });
});

describe('defineResource', () => {
  let api: FakeApi;
  afterEach(() => api.restore());

  const Thing = z.object({ id: z.number(), name: z.string() });
  const thingCalls = testCalls('things', 'user', {
    create: {
      route: 'GET /client/thing/create',
      summary: 'The form',
      answer: CreateForm(z.object({}), Thing.partial()),
    },
    edit: { route: 'GET /client/thing/{id}/edit', summary: 'A thing', answer: EditForm(Thing, z.object({})) },
    store: {
      route: 'POST /client/thing/store',
      summary: 'Stores',
      body: Thing.partial(),
      answer: Saved(Thing),
    },
    update: {
      route: 'PUT /client/thing/{id}/update',
      summary: 'Updates',
      body: Thing.partial(),
      answer: Saved(Thing.partial()),
    },
    // A path without {id}: the id travels in the body.
    updateOther: {
      route: 'POST /client/other/update',
      summary: 'Updates',
      body: Thing.partial(),
      answer: z.object({ data: Thing.partial() }),
    },
    clone: { route: 'POST /client/thing/{id}/clone', summary: 'Clones', answer: Saved(Thing) },
  });
  const things = defineResource<{ id: number; name: string }>({
    key: ['client', 'things'],
    create: thingCalls.create,
    edit: thingCalls.edit,
    store: thingCalls.store,
    update: thingCalls.update,
  });
  const bodyIds = defineResource<{ id: number }>({
    key: ['client', 'others'],
    update: thingCalls.updateOther,
  });

  it('calls each record call with its method, path and body', async () => {
    api = fakeApi({
      'GET /client/thing/create': json(200, { options: {}, defaults: { name: 'New' } }),
      'GET /client/thing/:id/edit': ({ params }) =>
        json(200, { data: { id: Number(params.id), name: 'A' }, options: {} }),
      'POST /client/thing/store': ({ body }) =>
        json(200, { data: { id: 9, ...(body as object) }, message: 'Created' }),
      'PUT /client/thing/:id/update': ({ body }) => json(200, { data: body, message: 'Saved' }),
      'POST /client/other/update': ({ body }) => json(200, { data: body }),
      'POST /client/thing/:id/clone': json(200, { data: { id: 10, name: 'A (copy)' }, message: 'Cloned' }),
    });
    await expect(things.create()).resolves.toEqual({ options: {}, defaults: { name: 'New' } });
    await expect(things.edit(5)).resolves.toEqual({ record: { id: 5, name: 'A' }, options: {} });
    await expect(things.store({ name: 'B', skip: undefined })).resolves.toEqual({
      record: { id: 9, name: 'B' },
      message: 'Created',
    });
    await expect(things.update(5, { name: 'C' })).resolves.toEqual({
      record: { name: 'C' },
      message: 'Saved',
    });
    await expect(bodyIds.update('7', { name: 'D' })).resolves.toEqual({
      record: { name: 'D', id: 7 },
      message: null,
    });
    await expect(things.call(thingCalls.clone, 5)).resolves.toEqual({
      record: { id: 10, name: 'A (copy)' },
      message: 'Cloned',
    });
    expect(api.requests()).toEqual([
      'GET /client/thing/create',
      'GET /client/thing/5/edit',
      'POST /client/thing/store',
      'PUT /client/thing/5/update',
      'POST /client/other/update',
      'POST /client/thing/5/clone',
    ]);
  });

  it('keys its queries under the area and the resource, with the language', async () => {
    expect(things.keys.all).toEqual(['client', 'things']);
    expect(things.keys.record(5).slice(0, 4)).toEqual(['client', 'things', 'record', '5']);
    await expect(bodyIds.create()).rejects.toThrow('client/others has no create call');
  });
});
