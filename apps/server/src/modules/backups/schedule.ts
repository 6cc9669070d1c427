import { listBackups } from './backup-folder.js';
import type { Backups } from './backups.js';

/**
 * The last moment the daily backup was due at or before `now`: today at `time` (HH:MM, the
 * server's zone) if that has passed, else yesterday at it. E.g. time 03:00, now 10:15 -> today
 * 03:00; now 02:59 -> yesterday 03:00.
 */
export function lastDue(time: string, now: Date): Date {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const due = new Date(now);
  due.setHours(hours, minutes, 0, 0);
  if (due > now) due.setDate(due.getDate() - 1);
  return due;
}

/**
 * Checks every minute whether a daily backup is due (none taken since the last due moment) and
 * takes it; a server that was off at the time backs up once it is back. Answers the stop function.
 */
export function startBackupSchedule(backups: Backups, onError: (error: unknown) => void): () => void {
  let busy = false;
  const tick = async () => {
    if (busy) return;
    busy = true;
    try {
      const { time } = await backups.settings();
      const [newest] = await listBackups(backups.target.dataDir);
      if (!newest || new Date(newest.createdAt) < lastDue(time, new Date())) await backups.run();
    } catch (error) {
      onError(error);
    } finally {
      busy = false;
    }
  };
  const timer = setInterval(() => void tick(), 60_000);
  timer.unref();
  return () => clearInterval(timer);
}
