import { describe, expect, it, vi } from 'vitest';
import { moduleLoader } from './use-loaded-module';

const MODULE = { Menu: 'the menu' };

describe('moduleLoader', () => {
  it('asks for the module once, however many components load it, and has it once it has arrived', async () => {
    // Prepare
    const importModule = vi.fn().mockResolvedValue(MODULE);
    const loader = moduleLoader(importModule);
    // Act
    const first = loader.load();
    const second = loader.load();
    // Assess
    expect(loader.current()).toBeUndefined();
    await expect(first).resolves.toBe(MODULE);
    await expect(second).resolves.toBe(MODULE);
    expect(loader.current()).toBe(MODULE);
    await expect(loader.load()).resolves.toBe(MODULE);
    expect(importModule).toHaveBeenCalledTimes(1);
  });

  it('tells its subscribers when the module arrives, and no longer those that left', async () => {
    const loader = moduleLoader(() => Promise.resolve(MODULE));
    const staying = vi.fn();
    const leaving = vi.fn();
    loader.subscribe(staying);
    const unsubscribe = loader.subscribe(leaving);
    unsubscribe();
    await loader.load();
    expect(staying).toHaveBeenCalledTimes(1);
    expect(leaving).not.toHaveBeenCalled();
  });

  it('forgets a failed request, so the next load asks again', async () => {
    const failure = new Error('Failed to fetch dynamically imported module');
    const importModule = vi.fn().mockRejectedValueOnce(failure).mockResolvedValue(MODULE);
    const loader = moduleLoader(importModule);
    const listener = vi.fn();
    loader.subscribe(listener);
    await expect(loader.load()).rejects.toBe(failure);
    expect(loader.current()).toBeUndefined();
    expect(listener).not.toHaveBeenCalled();
    await expect(loader.load()).resolves.toBe(MODULE);
    expect(loader.current()).toBe(MODULE);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(importModule).toHaveBeenCalledTimes(2);
  });
});
