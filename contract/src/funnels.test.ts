import { FUNNEL_LIMITS, isInactiveDays, isStepDelay, takesTriggerValue } from './funnels';

describe("a funnel's rules", () => {
  it('lets a step wait whole minutes from 0 to 30 days', () => {
    expect(isStepDelay(0)).toBe(true);
    expect(isStepDelay(FUNNEL_LIMITS.delayMinutes)).toBe(true);
    expect(isStepDelay(FUNNEL_LIMITS.delayMinutes + 1)).toBe(false);
    expect(isStepDelay(-1)).toBe(false);
    expect(isStepDelay(2.5)).toBe(false);
  });

  it('reads a trigger value only for inactive_days: whole days from 1 to 365', () => {
    expect(takesTriggerValue('inactive_days')).toBe(true);
    expect(takesTriggerValue('install')).toBe(false);
    expect(isInactiveDays(1)).toBe(true);
    expect(isInactiveDays(365)).toBe(true);
    expect(isInactiveDays(0)).toBe(false);
    expect(isInactiveDays(366)).toBe(false);
    expect(isInactiveDays(7.5)).toBe(false);
  });
});
