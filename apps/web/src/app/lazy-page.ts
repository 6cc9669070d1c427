import i18n from 'i18next';
import { type ComponentType, createElement, lazy, useEffect } from 'react';
import { firstScreenDrawn } from '../lib/first-screen';

interface PageParts {
  load: () => Promise<unknown>;
  namespaces: readonly string[];
}

const parts = new WeakMap<object, PageParts>();

/**
 * The page's string sets, fetched beside its code: a part that first asked for a namespace after
 * the page was drawn would suspend the page and blank it (bundle-backend.ts loads each namespace on
 * demand). Before i18next is ready (the app renders only after), there is nothing to fetch into.
 */
function loadStrings(namespaces: readonly string[]): Promise<unknown> {
  if (namespaces.length === 0 || !i18n.isInitialized) return Promise.resolve();
  return i18n.loadNamespaces([...namespaces]);
}

function stringsLoaded(namespaces: readonly string[]): boolean {
  return namespaces.every((ns) => i18n.hasLoadedNamespace(ns));
}

/**
 * A page whose code loads on first render: `page(() => import('...'), (m) => m.SomePage, ['ns'])`.
 * Each is a chunk of its own (vite), precached by the service worker for offline use; `namespaces`
 * are the string sets its parts use (route-namespaces.test.ts checks the list against the code), so
 * the page appears with its texts in one frame.
 */
export function page<M, P extends object = object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
  namespaces: readonly string[] = [],
): ComponentType<P> {
  let marked: ComponentType<P> | undefined;
  const pickMarked = (module: M) => {
    marked ??= marksFirstScreen(pick(module));
    return marked;
  };
  return lazyPart(load, pickMarked, namespaces);
}

/** A layout around pages (the signed-in shell): like `page`, but its drawing is not the first screen. */
export function layout<M, P extends object = object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
  namespaces: readonly string[] = [],
): ComponentType<P> {
  return lazyPart(load, pick, namespaces);
}

/** The page, telling lib/first-screen.ts when it has first committed (the work that waits for it). */
function marksFirstScreen<P extends object>(Page: ComponentType<P>): ComponentType<P> {
  function FirstScreen(props: P) {
    useEffect(firstScreenDrawn, []);
    return createElement(Page, props);
  }
  FirstScreen.displayName = `FirstScreen(${Page.displayName ?? Page.name})`;
  return FirstScreen;
}

function lazyPart<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
  namespaces: readonly string[],
): ComponentType<P> {
  let loaded: M | undefined;
  const loadOnce = () =>
    load().then((module) => {
      loaded = module;
      return module;
    });
  const component = lazy(() => {
    // Already fetched (preloadPage, or main.tsx for the sign-in page): a thenable that answers at
    // once lets React render the page in this frame instead of a spinner first, then the page.
    if (loaded !== undefined && stringsLoaded(namespaces)) {
      const module = { default: pick(loaded) };
      // biome-ignore lint/suspicious/noThenProperty: a thenable React resolves synchronously (its lazy reads it so)
      return { then: (resolve: (value: typeof module) => void) => resolve(module) } as Promise<typeof module>;
    }
    return Promise.all([loadOnce(), loadStrings(namespaces)]).then(([module]) => ({ default: pick(module) }));
  });
  parts.set(component, { load: loadOnce, namespaces });
  return component as unknown as ComponentType<P>;
}

/** The string sets a page declared (for the check that they match what its parts ask for). */
export function pageNamespaces(component: ComponentType | undefined): readonly string[] {
  return (component && parts.get(component)?.namespaces) ?? [];
}

/**
 * Starts downloading a page's chunk and strings now (the browser keeps the module, so the page
 * renders at once when asked): the signed-in shell and the page of the address load side by side,
 * not one after the other.
 */
export function preloadPage<P extends object>(component: ComponentType<P> | undefined): Promise<unknown> {
  const page = component ? parts.get(component) : undefined;
  if (!page) return Promise.resolve();
  return Promise.all([page.load(), loadStrings(page.namespaces)]);
}
