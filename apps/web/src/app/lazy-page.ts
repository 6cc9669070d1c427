import { type ComponentType, lazy } from 'react';

const loaders = new WeakMap<object, () => Promise<unknown>>();

/**
 * A page whose code loads on first render: `page(() => import('...'), (m) => m.SomePage)`. Each is
 * a chunk of its own (vite), precached by the service worker for offline use.
 */
export function page<M, P extends object = object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): ComponentType<P> {
  const component = lazy(async () => ({ default: pick(await load()) }));
  loaders.set(component, load);
  return component as unknown as ComponentType<P>;
}

/**
 * Starts downloading a page's chunk now (the browser keeps the module, so the page renders at
 * once when asked): the signed-in shell and the page of the address load side by side, not one
 * after the other.
 */
export function preloadPage(component: ComponentType | undefined): void {
  const load = component ? loaders.get(component) : undefined;
  if (load) void load();
}
