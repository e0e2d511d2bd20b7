import { describe, expect, it } from 'vitest';
import { labelLines } from './chart-text';

/** Every character 10 units wide. */
const measure = (text: string) => text.length * 10;

describe('labelLines', () => {
  it('keeps a label that fits on one line', () => {
    expect(labelLines('Sent', 100, measure)).toEqual(['Sent']);
  });

  it('wraps a long label at a space, whole words on each line', () => {
    expect(labelLines('Archived (Not Interested)', 160, measure)).toEqual(['Archived (Not', 'Interested)']);
  });

  it('shortens what two lines cannot hold, with an ellipsis', () => {
    const lines = labelLines('A very long label that goes on and on', 100, measure);
    expect(lines).toHaveLength(2);
    expect(lines[1]!.endsWith('…')).toBe(true);
    for (const line of lines) expect(measure(line)).toBeLessThanOrEqual(100);
  });
});
