import { type SystemSettings, defaultSystemSettings } from '@assist/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { systemSettings } from '../db/schema/index.js';

const KEY = 'system';
const CACHE_MS = 5_000;

/** The superadmin's settings, stored in the database and cached for a few seconds. */
export class SystemSettingsStore {
  private cached?: { value: SystemSettings; at: number };

  constructor(private readonly db: Db) {}

  async get(): Promise<SystemSettings> {
    if (this.cached && Date.now() - this.cached.at < CACHE_MS) return this.cached.value;
    const [row] = await this.db.select().from(systemSettings).where(eq(systemSettings.key, KEY));
    const value = { ...defaultSystemSettings, ...((row?.value as Partial<SystemSettings>) ?? {}) };
    this.cached = { value, at: Date.now() };
    return value;
  }

  async save(value: SystemSettings): Promise<SystemSettings> {
    await this.db
      .insert(systemSettings)
      .values({ key: KEY, value })
      .onConflictDoUpdate({ target: systemSettings.key, set: { value, updatedAt: new Date() } });
    this.cached = { value, at: Date.now() };
    return value;
  }
}
