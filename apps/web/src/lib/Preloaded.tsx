import { type ReactNode, Suspense } from 'react';
import type { Preloadable } from './preloadable.ts';

interface PreloadedProps<P extends object> {
  component: Preloadable<P>;
  props: P;
  /** Shown while the module loads, when it has not loaded yet. */
  fallback: ReactNode;
}

/** Renders a preloadable component: directly once loaded, else in a Suspense boundary. */
export function Preloaded<P extends object>({ component, props, fallback }: PreloadedProps<P>) {
  const Loaded = component.loaded();
  if (Loaded) return <Loaded {...props} />;
  return (
    <Suspense fallback={fallback}>
      <component.Lazy {...props} />
    </Suspense>
  );
}
