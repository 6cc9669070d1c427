import { z } from 'zod';

/** A time of day, 24-hour `HH:MM` (the server's zone): when the daily backup runs. */
export const BackupTimeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time of day like 03:00.');

/** When the daily backup runs and how many backups are kept (older ones are deleted). */
export const BackupSettings = z.object({
  time: BackupTimeOfDay,
  keep: z.number().int().min(1).max(365),
});
export type BackupSettings = z.infer<typeof BackupSettings>;

/** The defaults the issue names: 03:00 in the server's zone, the newest 14 kept. */
export const defaultBackupSettings: BackupSettings = { time: '03:00', keep: 14 };

/** One backup file in DATA_DIR/backups (the file's name only, never a path). */
export const BackupFile = z.object({
  file: z.string(),
  bytes: z.number().int().nonnegative(),
  createdAt: z.string(),
});
export type BackupFile = z.infer<typeof BackupFile>;

/** POST /api/superadmin/backups takes an empty object (nothing to choose: the whole database). */
export const BackupCreateRequest = z.object({}).strict();

/** POST /api/superadmin/backups: answered once the backup is written. */
export const BackupCreateResponse = BackupFile;

/** The last backup that failed (cleared by the next success). */
export const BackupFailure = z.object({ at: z.string(), message: z.string() });
export type BackupFailure = z.infer<typeof BackupFailure>;

/** GET /api/superadmin/backups: the files newest first, the last failure if any, the settings. */
export const BackupListResponse = z.object({
  backups: z.array(BackupFile),
  lastFailure: BackupFailure.nullable(),
  settings: BackupSettings,
  database: z.enum(['pglite', 'postgres']),
});
export type BackupListResponse = z.infer<typeof BackupListResponse>;

/** PUT /api/superadmin/backups/settings. */
export const BackupSettingsRequest = BackupSettings;
export const BackupSettingsResponse = BackupSettings;
