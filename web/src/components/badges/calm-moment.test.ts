import { describe, expect, it } from 'vitest';
import { CALM_HOLD_MS, calmForAWhile } from './calm-moment';

/** A page whose calm is scripted look by look, on a clock the test moves. */
const scripted = (looks: boolean[]) => {
  let clock = 0;
  let look = 0;
  const check = calmForAWhile(() => looks[look++] ?? true, () => clock, CALM_HOLD_MS);
  return { check, tick: (ms: number) => (clock += ms) };
};

describe('calmForAWhile', () => {
  it('is not calm at the first calm look, only once the calm has lasted the hold', () => {
    const { check, tick } = scripted([true, true, true]);
    expect(check()).toBe(false);
    tick(CALM_HOLD_MS - 1);
    expect(check()).toBe(false);
    tick(1);
    expect(check()).toBe(true);
  });

  it('starts again after a busy look: a frame between two dialogs is not a calm moment', () => {
    // busy (form open), calm (between the form and 'Invitation Sent!'), busy (the confirmation), calm...
    const { check, tick } = scripted([false, true, false, true, true]);
    expect(check()).toBe(false);
    tick(500);
    expect(check()).toBe(false);
    tick(CALM_HOLD_MS);
    expect(check()).toBe(false);
    tick(500);
    expect(check()).toBe(false);
    tick(CALM_HOLD_MS);
    expect(check()).toBe(true);
  });
});
