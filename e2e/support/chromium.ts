/** Debian's Chromium (or CHROMIUM_PATH), as the e2e suite and the browser benches launch it. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Headless, and no background traffic: this machine's closed network refuses it, many at a time. */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
