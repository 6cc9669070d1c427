import { config } from 'zod/v4/core';

// Zod compiles object parsers with `new Function` after probing whether it may: the page's CSP
// (script-src without 'unsafe-eval') reports that probe as a violation on every page. Jitless
// parsing is as correct and fast enough for a form; this runs before any schema is built
// (main.tsx imports it first).
config({ jitless: true });
