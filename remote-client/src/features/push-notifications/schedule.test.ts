import { i18n, initI18n } from '@panel/shared-core';
import { pushPayload, pushSchema } from './push-form-screen';
import { daysText, fromLocalInput, scheduleText, toLocalInput } from './schedule';

const t = i18n.getFixedT('en', 'client');
void initI18n({
  lng: 'en',
  namespaces: ['client'],
  resources: {
    en: {
      client: {
        push: {
          schedule: {
            everyDay: 'Every day',
            weekdays: 'Weekdays',
            weekend: 'Weekends',
            summary: '{{days}} at {{time}} ({{timezone}})',
          },
          rules: { future: 'future', sendAt: 'sendAt', days: 'days', time: 'time', applications: 'apps' },
        },
        validation: { required: 'required', maxLength: 'max' },
      },
    },
  },
});

const base = {
  kind: 'single' as const,
  name: 'Launch',
  template_id: null,
  application_ids: [5],
  title: 'Hello',
  body: 'World',
  url: 'https://example.com',
  icon_url: 'https://cdn.example.com/i.png',
  image_url: null,
  send_later: false,
  send_at: null,
  schedule: { days: [1], time: '10:00', timezone: 'UTC' },
};

describe('a push schedule in words', () => {
  it('names common weeks and lists the others Monday first', () => {
    expect(daysText(t, 'en', [0, 1, 2, 3, 4, 5, 6])).toBe('Every day');
    expect(daysText(t, 'en', [5, 1, 2, 3, 4])).toBe('Weekdays');
    expect(daysText(t, 'en', [0, 6])).toBe('Weekends');
    expect(daysText(t, 'en', [0, 3, 1])).toBe('Mon, Wed, Sun');
    expect(scheduleText(t, 'en', { days: [1, 5], time: '09:30', timezone: 'Europe/Moscow' })).toBe(
      'Mon, Fri at 09:30 (Europe/Moscow)',
    );
    expect(scheduleText(t, 'en', null)).toBe('');
  });

  it('turns a local date-time into an ISO moment and back', () => {
    const local = '2030-05-06T07:08';
    expect(toLocalInput(fromLocalInput(local))).toBe(local);
    expect(fromLocalInput('')).toBeNull();
  });
});

describe('the push rules', () => {
  const now = () => Date.parse('2030-01-01T12:00:00Z');
  const errorsOf = (values: object) => {
    const result = pushSchema(t, now).safeParse(values);
    return result.success
      ? []
      : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  };

  it('takes a one-off now, or later only in the future', () => {
    expect(errorsOf(base)).toEqual([]);
    expect(errorsOf({ ...base, send_later: true, send_at: null })).toEqual(['send_at: sendAt']);
    expect(errorsOf({ ...base, send_later: true, send_at: '2029-12-31T10:00' })).toEqual(['send_at: future']);
    expect(errorsOf({ ...base, send_later: true, send_at: '2030-02-01T10:00' })).toEqual([]);
  });

  it('asks a regular one for days and a time, and not for a moment', () => {
    const regular = { ...base, kind: 'regular' as const };
    expect(errorsOf(regular)).toEqual([]);
    expect(errorsOf({ ...regular, schedule: { days: [], time: '7:5', timezone: 'UTC' } })).toEqual([
      'schedule.days: days',
      'schedule.time: time',
    ]);
  });

  it('sends only what the kind uses', () => {
    const single = pushSchema(t, now).parse({ ...base, send_later: true, send_at: '2030-02-01T10:00' });
    expect(pushPayload(single)).toMatchObject({
      schedule: null,
      send_at: fromLocalInput('2030-02-01T10:00'),
    });
    const regular = pushSchema(t, now).parse({
      ...base,
      kind: 'regular',
      send_later: true,
      send_at: '2030-02-01T10:00',
    });
    expect(pushPayload(regular)).toMatchObject({ send_at: null, schedule: base.schedule });
    expect(pushPayload(regular)).not.toHaveProperty('send_later');
  });
});
