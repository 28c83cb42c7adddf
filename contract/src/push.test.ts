import { SCHEDULE_TIME, isPushImage, isScheduleDay, sendAtProblem } from './push';

describe('a push picture', () => {
  it.each([
    ['https://cdn.example.com/icon.png', true],
    ['http://cdn.example.com/icon.png', true],
    ['/api/files/7/icon.png', true],
    ['/api/files/my icon.png', false],
    ['/images/icon.png', false],
    ['ftp://cdn.example.com/icon.png', false],
    ['icon.png', false],
  ])('%s: %s', (value, expected) => {
    expect(isPushImage(value)).toBe(expected);
  });
});

describe('the moment of a single push', () => {
  const now = Date.parse('2026-05-01T12:00:00Z');

  it('is a date and a time after now', () => {
    expect(sendAtProblem('2026-05-01T12:30:00Z', now)).toBeNull();
    expect(sendAtProblem('2026-05-01T12:00:00Z', now)).toBe('past');
    expect(sendAtProblem('2026-04-30T09:00:00Z', now)).toBe('past');
  });

  it('refuses what is not a date and a time', () => {
    expect(sendAtProblem('', now)).toBe('dateTime');
    expect(sendAtProblem('2026-05-02', now)).toBe('dateTime');
    expect(sendAtProblem('tomorrow at ten', now)).toBe('dateTime');
    expect(sendAtProblem('2026-13-45T99:99', now)).toBe('dateTime');
  });
});

describe('a weekly schedule', () => {
  it('runs on days 0 (Sunday) to 6 at HH:mm', () => {
    expect([0, 6, 3].every(isScheduleDay)).toBe(true);
    expect([-1, 7, 1.5].some(isScheduleDay)).toBe(false);
    expect(['00:00', '09:30', '23:59'].every((time) => SCHEDULE_TIME.test(time))).toBe(true);
    expect(['24:00', '9:30', '10:60', '10:00:00'].some((time) => SCHEDULE_TIME.test(time))).toBe(false);
  });
});
