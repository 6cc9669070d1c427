import type { BackendModule, i18n as I18n } from 'i18next';
import type { LanguageBundle } from './bundles/collect';
import { coreNamespaces } from './bundles/core-namespaces';

type Loader = () => Promise<{ default: LanguageBundle }>;

/** Per language: the sign-in page's and shell's strings, and the rest. */
const bundles: Record<string, { core: Loader; rest: Loader }> = {
  en: { core: () => import('./bundles/en-core'), rest: () => import('./bundles/en') },
  ar: { core: () => import('./bundles/ar-core'), rest: () => import('./bundles/ar') },
};

/**
 * Loads a language's strings when i18next first needs them (at start, or on switching language),
 * in two chunks: the namespaces of the sign-in page and the shell before the first render, the
 * others as soon as asked (main.tsx asks right after start; a screen that needs them first waits
 * in its Suspense). The other language is never downloaded unless chosen (the service worker
 * still precaches both for offline use). Every namespace of a chunk is added at once.
 */
export function bundleBackend(i18n: I18n): BackendModule & { loadRest(lng: string): Promise<void> } {
  const loading = new Map<string, Promise<LanguageBundle>>();
  const load = (lng: string, part: 'core' | 'rest') => {
    const key = `${lng}|${part}`;
    const loader = (bundles[lng] ?? bundles.en)?.[part];
    if (!loading.has(key) && loader)
      loading.set(
        key,
        loader().then((module) => module.default),
      );
    return loading.get(key) as Promise<LanguageBundle>;
  };
  const addAll = (lng: string, bundle: LanguageBundle, except?: string) => {
    for (const [name, strings] of Object.entries(bundle)) {
      if (name !== except && !i18n.hasResourceBundle(lng, name)) i18n.addResourceBundle(lng, name, strings);
    }
  };
  return {
    type: 'backend',
    loadRest: (lng) => load(lng, 'rest').then((bundle) => addAll(lng, bundle)),
    init() {},
    read(lng, ns, callback) {
      load(lng, coreNamespaces.has(ns) ? 'core' : 'rest').then(
        (bundle) => {
          addAll(lng, bundle, ns);
          callback(null, bundle[ns] ?? {});
        },
        (error: Error) => callback(error, false),
      );
    },
  };
}
