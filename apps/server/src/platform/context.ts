import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import type { SessionCookieOptions } from './access-plugin.js';
import type { Mailer } from './mailer.js';
import type { RateLimiter } from './rate-limiter.js';
import type { Hasher } from './secrets.js';
import type { SessionStore } from './session-store.js';
import type { SystemSettingsStore } from './system-settings.js';

/** What modules are given: the database and the platform services. */
export interface AppContext {
  config: Config;
  db: Db;
  sessions: SessionStore;
  settings: SystemSettingsStore;
  limiter: RateLimiter;
  mailer: Mailer;
  hasher: Hasher;
  cookie: SessionCookieOptions;
}
