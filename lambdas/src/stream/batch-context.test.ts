import { beforeEach, describe, expect, it, vi } from 'vitest';

const activeAdmins = vi.fn();
const activeFounders = vi.fn();
vi.mock('../data/profile', () => ({ activeWithRole: (role: string) => (role === 'admin' ? activeAdmins() : activeFounders()) }));

const { newBatchContext } = await import('./stream-change');

describe('a stream batch', () => {
  beforeEach(() => {
    activeAdmins.mockReset();
    activeFounders.mockReset();
  });

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

  it('reads the active founders once, and only when a record asks', async () => {
    activeFounders.mockResolvedValue([{ id: 'f1' }]);
    const batch = newBatchContext();
    expect(activeFounders).not.toHaveBeenCalled();
    expect(await Promise.all([batch.founderIds(), batch.founderIds()])).toEqual([['f1'], ['f1']]);
    expect(activeFounders).toHaveBeenCalledTimes(1);
  });
});
