import { answerMismatch, describeMismatch } from './check';
import { contractCall } from './registry';

const edit = contractCall('pixels.edit')!;
const pixel = {
  id: 7,
  version: 1,
  name: 'Main',
  type: 'facebook',
  pixel_id: '123456789012345',
  access_token: '••••WXYZ',
  events: ['Install'],
  application_ids: [5],
  applications_count: 1,
  created_at: '2026-01-01T00:00:00Z',
};
const answer = { data: pixel, options: { type: [], events: [], application_ids: [] } };

describe('an answer held to the contract', () => {
  it('passes as the contract says it, and with fields the contract does not name', () => {
    expect(answerMismatch(edit, 200, answer)).toBeNull();
    expect(answerMismatch(edit, 200, { ...answer, data: { ...pixel, colour: 'red' } })).toBeNull();
  });

  it('names the call, the field, what was expected and what came', () => {
    const mismatch = answerMismatch(edit, 200, { ...answer, data: { ...pixel, name: 42 } });
    expect(mismatch).toEqual({
      call: 'GET /client/pixels/{id}/edit (pixels.edit)',
      status: 200,
      field: 'data.name',
      expected: 'a string',
      received: 'a number (42)',
    });
    expect(describeMismatch(mismatch!)).toBe(
      'GET /client/pixels/{id}/edit (pixels.edit) answered 200: data.name: expected a string, got a number (42)',
    );
  });

  it('says a field is missing, a value is not one of a list, a time is not ISO 8601', () => {
    const { name: _name, ...nameless } = pixel;
    expect(answerMismatch(edit, 200, { ...answer, data: nameless })).toMatchObject({
      field: 'data.name',
      received: 'nothing (the field is missing)',
    });
    expect(
      answerMismatch(edit, 200, { ...answer, data: { ...pixel, events: ['Install', 'Click'] } }),
    ).toMatchObject({
      field: 'data.events.1',
      expected: expect.stringContaining('one of "PageView", "Install"'),
      received: 'a string ("Click")',
    });
    expect(
      answerMismatch(edit, 200, { ...answer, data: { ...pixel, created_at: '01.01.2026' } }),
    ).toMatchObject({
      field: 'data.created_at',
      expected: 'a datetime string',
    });
  });

  it('holds an error status to the error shapes: 422 with its fields, the others with a message', () => {
    expect(answerMismatch(edit, 422, { message: 'Bad', errors: { name: ['Bad'] } })).toBeNull();
    expect(answerMismatch(edit, 422, { message: 'Bad' })).toMatchObject({ field: 'errors', status: 422 });
    expect(answerMismatch(edit, 404, { message: 'Not found' })).toBeNull();
    expect(answerMismatch(edit, 403, { error: 'no' })).toMatchObject({ field: 'message' });
    expect(answerMismatch(edit, 400, { message: 'Malformed JSON' })).toBeNull();
  });
});
