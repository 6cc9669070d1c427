import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * Writes a data folder's tarball (dumpDataDir's image) into `folder`, which must be empty: PGlite
 * unpacks it there, starts on it once (so a broken image fails here, not at the first sale) and
 * closes. Runs in the calling thread: the restore command has no server to keep responsive.
 */
export async function restorePgliteImage(folder: string, image: Blob): Promise<void> {
  mkdirSync(folder, { recursive: true });
  const pglite = new PGlite(folder, { loadDataDir: image, extensions: { pg_trgm, btree_gin } });
  try {
    await pglite.waitReady;
    await pglite.query('select 1');
  } finally {
    await pglite.close();
  }
}
