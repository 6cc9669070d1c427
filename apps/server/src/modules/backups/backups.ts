import { randomBytes } from 'node:crypto';
import { type BackupFile, type BackupListResponse, BackupSettings, defaultBackupSettings } from '@assist/domain';
import { eq } from 'drizzle-orm';
import { systemSettings } from '../../db/schema/index.js';
import { HttpError } from '../../platform/errors.js';
import { lastFailure, listBackups, pruneBackups, recordFailure } from './backup-folder.js';
import { type BackupTarget, takeBackup } from './take-backup.js';
import type { Db } from '../../db/client.js';

const settingsKey = 'backups';

/** What /metrics reports of backups (modules/metrics/). */
export interface BackupFigures {
  lastSuccessAt: Date | null;
  lastBytes: number;
  failures: number;
  lastSeconds: number;
  /** How long the last PGlite backup held the database's queue (tills waited at most that), ms. */
  lastHeldMs: number;
}

/**
 * The server's backups: one at a time (a second ask while one runs is refused), the settings
 * (system_settings key 'backups'), the failure kept on disk, and the figures /metrics shows.
 */
export class Backups {
  private running = false;
  /** Asked by `npm run backup` on this machine (found in DATA_DIR/backups/.server.json, mode 0600). */
  readonly localToken = randomBytes(24).toString('hex');
  readonly figures: BackupFigures = { lastSuccessAt: null, lastBytes: 0, failures: 0, lastSeconds: 0, lastHeldMs: 0 };

  constructor(
    private readonly db: Db,
    readonly target: BackupTarget,
  ) {}

  async settings(): Promise<BackupSettings> {
    const [row] = await this.db.select().from(systemSettings).where(eq(systemSettings.key, settingsKey));
    const parsed = BackupSettings.safeParse({ ...defaultBackupSettings, ...(row?.value as object | undefined) });
    return parsed.success ? parsed.data : defaultBackupSettings;
  }

  async saveSettings(value: BackupSettings): Promise<BackupSettings> {
    await this.db
      .insert(systemSettings)
      .values({ key: settingsKey, value })
      .onConflictDoUpdate({ target: systemSettings.key, set: { value, updatedAt: new Date() } });
    return value;
  }

  /** Backs up now, then deletes all but the newest `keep`. A failure is recorded and thrown. */
  async run(): Promise<BackupFile> {
    if (this.running) throw new HttpError('backup_running');
    this.running = true;
    const started = performance.now();
    const { dataDir } = this.target;
    try {
      const { heldMs, ...file } = await takeBackup(this.target);
      await recordFailure(dataDir, null);
      await pruneBackups(dataDir, (await this.settings()).keep);
      Object.assign(this.figures, {
        lastSuccessAt: new Date(file.createdAt),
        lastBytes: file.bytes,
        lastSeconds: (performance.now() - started) / 1000,
        lastHeldMs: heldMs ?? 0,
      });
      return file;
    } catch (error) {
      this.figures.failures += 1;
      const message = error instanceof Error ? error.message : String(error);
      await recordFailure(dataDir, { at: new Date().toISOString(), message }).catch(() => {});
      throw new HttpError('backup_failed');
    } finally {
      this.running = false;
    }
  }

  async list(): Promise<BackupListResponse> {
    const [backups, failure, settings] = await Promise.all([
      listBackups(this.target.dataDir),
      lastFailure(this.target.dataDir),
      this.settings(),
    ]);
    return { backups, lastFailure: failure, settings, database: this.target.database.kind };
  }
}
