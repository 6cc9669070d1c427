import type { BackendModule, i18n as I18n } from 'i18next';
import type { LanguageBundle } from './bundles/collect';

const bundles: Record<string, () => Promise<{ default: LanguageBundle }>> = {
  en: () => import('./bundles/en'),
  ar: () => import('./bundles/ar'),
};

/**
 * Loads a language's strings when i18next first needs them (at start, or on switching language):
 * one chunk per language with every namespace, added at once, so no screen waits for a namespace
 * of its own. The other language is never downloaded unless chosen (the service worker still
 * precaches both for offline use).
 */
export function bundleBackend(i18n: I18n): BackendModule {
  const loading = new Map<string, Promise<LanguageBundle>>();
  const load = (lng: string) => {
    const start = bundles[lng] ?? bundles.en;
    if (!loading.has(lng) && start) loading.set(lng, start().then((module) => module.default));
    return loading.get(lng) as Promise<LanguageBundle>;
  };
  return {
    type: 'backend',
    init() {},
    read(lng, ns, callback) {
      load(lng).then(
        (bundle) => {
          for (const [name, strings] of Object.entries(bundle)) {
            if (name !== ns && !i18n.hasResourceBundle(lng, name)) i18n.addResourceBundle(lng, name, strings);
          }
          callback(null, bundle[ns] ?? {});
        },
        (error: Error) => callback(error, false),
      );
    },
  };
}
