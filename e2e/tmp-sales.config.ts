import base from './playwright.config';

// Local only (not committed): the shared machine is loaded, the server needs longer to start.
export default { ...base, webServer: { ...(base.webServer as object), timeout: 240_000 } };
