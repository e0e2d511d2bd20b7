import { describe, expect, it } from 'vitest';
import { waitingScreenOf } from './route-handle';

const Outer = () => null;
const Inner = () => null;

describe('waitingScreenOf', () => {
  it('takes the innermost route that names a waiting screen', () => {
    expect(waitingScreenOf([{ handle: { waitingScreen: Outer } }, { handle: undefined }, { handle: { waitingScreen: Inner } }])).toBe(Inner);
    expect(waitingScreenOf([{ handle: { waitingScreen: Outer } }, { handle: {} }])).toBe(Outer);
  });

  it('has none when no matched route names one', () => {
    expect(waitingScreenOf([{ handle: undefined }, { handle: {} }])).toBeUndefined();
    expect(waitingScreenOf([])).toBeUndefined();
  });
});
