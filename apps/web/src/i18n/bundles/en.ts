import { collect } from './collect';

/** Every other English namespace, one chunk, loaded after the first screen (bundle-backend.ts). */
export default collect(
  import.meta.glob(
    ['../locales/en/*.json', '!../locales/en/{auth,common,errors,landing,layout,passwordReset,pwa,verifyLater}.json'],
    { eager: true },
  ),
);
