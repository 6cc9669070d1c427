import { collect } from './collect';

/** English strings of the sign-in page and the shell (core-namespaces.ts), a chunk of their own. */
export default collect(
  import.meta.glob('../locales/en/{auth,common,errors,landing,layout,passwordReset,pwa,verifyLater}.json', {
    eager: true,
  }),
);
