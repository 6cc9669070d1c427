import { z } from 'zod';

/**
 * The client's id of one submission of a write (a UUID the browser makes once per submission and
 * keeps across its retries), the same promise as a sale's clientSaleId: the same id again answers
 * the first result and changes nothing; the same id with another body is refused
 * (request_id_reused). Optional, so older tills and API callers keep working without it.
 */
export const ClientRequestId = z.uuid().optional();

/** The field to spread into a write's request object. */
export const clientRequestField = { clientRequestId: ClientRequestId };
