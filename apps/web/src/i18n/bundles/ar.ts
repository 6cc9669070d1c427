import { collect } from './collect';

/** Every other Arabic namespace, one chunk, loaded after the first screen (bundle-backend.ts). */
export default collect(
  import.meta.glob(
    ['../locales/ar/*.json', '!../locales/ar/{auth,common,errors,landing,layout,passwordReset,pwa,verifyLater}.json'],
    { eager: true },
  ),
);
