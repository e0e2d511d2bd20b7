import { describe, expect, it } from 'vitest';
import { placeTooltip } from './tooltip';

const viewport = { width: 400, height: 800 };
const label = { width: 100, height: 30 };
const at = (left: number, top: number, width = 40, height = 40) => ({ left, top, width, height, right: left + width, bottom: top + height });

describe('placeTooltip', () => {
  it('puts the label above the trigger, centred, 8 px away', () => {
    expect(placeTooltip(at(180, 300), label, 'top', viewport)).toEqual({ top: 262, left: 150 });
  });

  it('goes below when there is no room above, and stays inside the viewport sideways', () => {
    expect(placeTooltip(at(0, 10), label, 'top', viewport)).toEqual({ top: 58, left: 8 });
  });

  it('puts the label right of the trigger, or left of it at the right edge', () => {
    expect(placeTooltip(at(10, 300), label, 'right', viewport)).toEqual({ top: 305, left: 58 });
    expect(placeTooltip(at(340, 300), label, 'right', viewport)).toEqual({ top: 305, left: 232 });
  });

  it('puts the label below the trigger from its start, or above it at the bottom edge', () => {
    expect(placeTooltip(at(20, 10), label, 'bottom-start', viewport)).toEqual({ top: 58, left: 20 });
    expect(placeTooltip(at(20, 760), label, 'bottom-start', viewport)).toEqual({ top: 722, left: 20 });
  });
});
