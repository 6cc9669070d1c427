import type { BackendModule, i18n as I18n } from 'i18next';
import type { LanguageBundle } from './bundles/collect';
import { coreNamespaces } from './bundles/core-namespaces';

type Strings = Record<string, unknown>;
type Loader<T> = () => Promise<{ default: T }>;

/** Per language: the sign-in page's and shell's strings, one chunk. */
const cores: Record<string, Loader<LanguageBundle>> = {
  en: () => import('./bundles/en-core'),
  ar: () => import('./bundles/ar-core'),
};

/**
 * Every other namespace is a chunk of its own (`locales/<lng>/<ns>.json`): the till downloads the
 * till's strings, not Inventory's or the marketplace's (issue 28's first-visit budgets).
 */
const namespaceFiles = import.meta.glob<{ default: Strings }>([
  './locales/*/*.json',
  '!./locales/*/{auth,common,errors,landing,layout,passwordReset,pwa,verifyLater}.json',
]);

/** The namespaces of `lng` outside the core chunk. */
function restNamespaces(lng: string): string[] {
  const prefix = `./locales/${lng}/`;
  return Object.keys(namespaceFiles)
    .filter((file) => file.startsWith(prefix))
    .map((file) => file.slice(prefix.length, -'.json'.length));
}

/**
 * Loads a language's strings when i18next first needs them (at start, or on switching language):
 * the namespaces of the sign-in page and the shell in one chunk before the first render, each
 * other namespace when a screen asks for it (it waits in its Suspense). `loadRest` fetches the
 * others after the first screen, so a `t('ns:key')` of a namespace no component declared still
 * finds its text. The other language is never downloaded unless chosen (the service worker still
 * precaches every chunk for offline use).
 */
export function bundleBackend(i18n: I18n): BackendModule & { loadRest(lng: string): Promise<void> } {
  const loading = new Map<string, Promise<LanguageBundle>>();
  const language = (lng: string) => (cores[lng] ? lng : 'en');
  const loadCore = (lng: string) => {
    const key = `${language(lng)}|core`;
    if (!loading.has(key))
      loading.set(
        key,
        (cores[language(lng)] as Loader<LanguageBundle>)().then((m) => m.default),
      );
    return loading.get(key) as Promise<LanguageBundle>;
  };
  const loadOne = (lng: string, ns: string): Promise<LanguageBundle> => {
    const key = `${language(lng)}|${ns}`;
    const loader = namespaceFiles[`./locales/${language(lng)}/${ns}.json`];
    if (!loader) return Promise.resolve({});
    if (!loading.has(key))
      loading.set(
        key,
        loader().then((m) => ({ [ns]: m.default })),
      );
    return loading.get(key) as Promise<LanguageBundle>;
  };
  const load = (lng: string, ns: string) => (coreNamespaces.has(ns) ? loadCore(lng) : loadOne(lng, ns));
  const addAll = (lng: string, bundle: LanguageBundle, except?: string) => {
    for (const [name, strings] of Object.entries(bundle)) {
      if (name !== except && !i18n.hasResourceBundle(lng, name)) i18n.addResourceBundle(lng, name, strings);
    }
  };
  return {
    type: 'backend',
    loadRest: async (lng) => {
      const bundles = await Promise.all(restNamespaces(language(lng)).map((ns) => loadOne(lng, ns)));
      for (const bundle of bundles) addAll(lng, bundle);
    },
    init() {},
    read(lng, ns, callback) {
      load(lng, ns).then(
        (bundle) => {
          addAll(lng, bundle, ns);
          callback(null, bundle[ns] ?? {});
        },
        (error: Error) => callback(error, false),
      );
    },
  };
}
