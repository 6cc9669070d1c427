import { type Transfer, type TransferListQuery, type TransferPage, transfersPageSize } from '@assist/domain';
import type { Db } from '../../db/client.js';
import type { Hasher } from '../../platform/secrets.js';
import { presentTransfer } from './present-transfer.js';
import { type TransferSide, decodeTransfersCursor, encodeTransfersCursor } from './transfers-cursor.js';
import { type TransferWithParties, itemsOf, listTransfers } from './transfers-repository.js';

/** Transfers presented with their lines, as `viewer` sees them. */
export async function presentWithItems(db: Db, rows: TransferWithParties[], viewer: number): Promise<Transfer[]> {
  const items = await itemsOf(
    db,
    rows.map((row) => row.transfer.id),
  );
  return rows.map((row) => presentTransfer(row, items.get(row.transfer.id) ?? [], viewer));
}

/**
 * `GET /api/transfers/incoming` and `/outgoing` (issue 26): a page of `transfersPageSize`
 * transfers, newest first, after the page `query.cursor` ends (a keyset: transfers sent meanwhile
 * never shift or repeat a later page), and the next page's token (null on the last).
 */
export async function listTransfersPage(
  db: Db,
  hasher: Hasher,
  ownerId: number,
  side: TransferSide,
  query: TransferListQuery,
): Promise<TransferPage> {
  const after = query.cursor === undefined ? undefined : decodeTransfersCursor(hasher, ownerId, side, query.cursor);
  // One more than a page says whether another page follows.
  const found = await listTransfers(db, ownerId, side, transfersPageSize + 1, after);
  const page = found.slice(0, transfersPageSize);
  const last = page.at(-1);
  return {
    transfers: await presentWithItems(
      db,
      page.map((entry) => entry.row),
      ownerId,
    ),
    nextCursor:
      found.length > transfersPageSize && last ? encodeTransfersCursor(hasher, ownerId, side, last.position) : null,
  };
}
