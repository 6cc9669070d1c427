import { collect } from './collect';

/** Every English namespace, one chunk: a visit downloads only its own language's strings. */
export default collect(import.meta.glob('../locales/en/*.json', { eager: true }));
