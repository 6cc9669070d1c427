import { collect } from './collect';

/** Every Arabic namespace, one chunk: a visit downloads only its own language's strings. */
export default collect(import.meta.glob('../locales/ar/*.json', { eager: true }));
