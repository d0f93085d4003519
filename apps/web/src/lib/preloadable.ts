import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * A component whose module loads when first needed, or earlier through `load`. Once loaded it is
 * rendered directly (`loaded`), without suspending: React 19 holds back content that replaces a
 * Suspense fallback for at least 300 ms, so a page whose code is already there must not suspend.
 */
export interface Preloadable<P extends object> {
  load: () => Promise<ComponentType<P>>;
  /** The component once its module has loaded, else undefined. */
  loaded: () => ComponentType<P> | undefined;
  /** For a render before the module has loaded: suspends until it has. */
  Lazy: LazyExoticComponent<ComponentType<P>>;
}

export function preloadable<P extends object>(loader: () => Promise<ComponentType<P>>): Preloadable<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  let component: ComponentType<P> | undefined;
  const load = () => {
    loading ??= loader().then(
      (loadedComponent) => {
        component = loadedComponent;
        return loadedComponent;
      },
      (error: unknown) => {
        // A chunk that failed to load (a dropped connection, a new deployment) is asked for again next time.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  return { load, loaded: () => component, Lazy: lazy(async () => ({ default: await load() })) };
}
