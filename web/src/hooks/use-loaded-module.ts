/**
 * A module fetched on demand (a dynamic import) that components render as soon as it has arrived,
 * without Suspense: until then each draws a stand-in of its own (a plain button that looks the same),
 * so nothing flashes a fallback. One loader per module, shared by every component that uses it: the
 * first to mount starts the request and those mounted later have the module at once. A failed request
 * is forgotten, so the next `load()` (a click on the stand-in, say) asks again.
 */
import { useEffect, useSyncExternalStore } from 'react';

export interface ModuleLoader<T> {
  /** The module once it has arrived, undefined until then. */
  current: () => T | undefined;
  subscribe: (listener: () => void) => () => void;
  /** Starts the request unless the module is there or on its way; settles with the module or the import's error. */
  load: () => Promise<T>;
}

export const moduleLoader = <T>(importModule: () => Promise<T>): ModuleLoader<T> => {
  let module: T | undefined;
  let request: Promise<T> | undefined;
  const listeners = new Set<() => void>();
  const load = (): Promise<T> => {
    if (module !== undefined) return Promise.resolve(module);
    request ??= importModule().then(
      (arrived) => {
        module = arrived;
        listeners.forEach((listener) => listener());
        return arrived;
      },
      (error: unknown) => {
        request = undefined;
        throw error;
      },
    );
    return request;
  };
  return {
    current: () => module,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    load,
  };
};

/**
 * Asks for the loader's module when the component mounts (a page, while its data is on the way). A
 * failure here is left to the stand-in: its next use calls `loader.load()` again.
 */
export const useLoadOnMount = <T>(loader: ModuleLoader<T>): void => {
  useEffect(() => {
    loader.load().catch(() => undefined);
  }, [loader]);
};

/** The loader's module once it has arrived (undefined until then), asked for when the component mounts. */
export const useLoadedModule = <T>(loader: ModuleLoader<T>): T | undefined => {
  useLoadOnMount(loader);
  return useSyncExternalStore(loader.subscribe, loader.current, loader.current);
};
