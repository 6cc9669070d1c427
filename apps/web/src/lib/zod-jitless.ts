import { config } from 'zod/v4/core';

// Zod compiles object parsers with `new Function` after probing whether it may: the page's CSP
// (script-src without 'unsafe-eval') reports that probe as a violation on every page. Jitless
// parsing is as correct and fast enough for a form. The setting must run before any schema is
// built, and zod no longer loads with the sign-in page (issue 28's budget), so this module stands
// in for zod itself: vite.config.ts resolves every other `import 'zod'` (the domain's contracts
// included) to this file, so it runs in whichever chunk first loads zod, before its importers.
config({ jitless: true });

export * from 'zod';
