import { beforeEach, describe, expect, it, vi } from 'vitest';

const activeAdmins = vi.fn();
vi.mock('../data/profile', () => ({ activeAdmins: () => activeAdmins() }));

const { newBatchContext } = await import('./handle-table-stream');

describe('a stream batch', () => {
  beforeEach(() => activeAdmins.mockReset());

  it('reads the active admins once, however many records ask', async () => {
    activeAdmins.mockResolvedValue([{ id: 'a1' }, { id: 'a2' }]);
    const batch = newBatchContext();
    const answers = await Promise.all([batch.adminIds(), batch.adminIds(), batch.adminIds()]);
    expect(answers).toEqual([['a1', 'a2'], ['a1', 'a2'], ['a1', 'a2']]);
    expect(activeAdmins).toHaveBeenCalledTimes(1);
    // The next batch reads again: a new admin is a viewer from then on.
    await newBatchContext().adminIds();
    expect(activeAdmins).toHaveBeenCalledTimes(2);
  });

  it('does not remember a failed read', async () => {
    activeAdmins.mockRejectedValueOnce(new Error('throttled')).mockResolvedValue([{ id: 'a1' }]);
    const batch = newBatchContext();
    await expect(batch.adminIds()).rejects.toThrow('throttled');
    expect(await batch.adminIds()).toEqual(['a1']);
  });
});
