/**
 * A component whose script loads on demand and can be asked for ahead of need (`preload`, e.g. when idle).
 * Mounted once its script is there, it renders at once, with no Suspense fallback in between; mounted before,
 * it suspends like React.lazy until the script arrives.
 */
import { type ComponentType, lazy, useEffect, useState } from 'react';
import { whenIdle } from '../lib/when-idle';

export type LazyPart<P extends object> = ComponentType<P> & { preload(): Promise<ComponentType<P>>; isLoaded(): boolean };

export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = () => {
    if (!loading) {
      const attempt = load().then((component) => (loaded = component));
      // A failed load (the host restarting) is tried again when next asked.
      attempt.catch(() => {
        loading = null;
      });
      loading = attempt;
    }
    return loading;
  };
  const Lazy = lazy(async () => ({ default: await preload() }));
  function Part(props: P) {
    // Chosen once per mount: going from the lazy wrapper to the component itself would mount it again.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return Object.assign(Part, { preload, isLoaded: () => loaded !== null });
}

/**
 * Whether `part` is loaded, asking for it once the page is idle: for a part whose placeholder can stand in for
 * it meanwhile, so that loading it does not compete with the first screen.
 */
export function useLoadedWhenIdle<P extends object>(part: LazyPart<P>): boolean {
  const [loaded, setLoaded] = useState(part.isLoaded);
  useEffect(() => (loaded ? undefined : whenIdle(() => part.preload().then(() => setLoaded(true), () => undefined))), [part, loaded]);
  return loaded;
}
