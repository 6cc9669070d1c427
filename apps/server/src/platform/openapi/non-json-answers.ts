/**
 * The routes whose success is not a JSON contract (a file, an event stream, a redirect), as the
 * document's responses: a generated client then knows the status and the media type.
 */
export const nonJsonAnswers: Readonly<Record<string, Record<string, object>>> = {
  'GET /api/logout': { 302: { description: 'Signed out (from this site); to the app', type: 'null' } },
  'GET /api/inventory/csv-template': {
    200: { description: 'The CSV template', content: { 'text/csv': { schema: { type: 'string' } } } },
  },
  'GET /api/expenses/receipts/:id': {
    200: { description: 'The receipt image', content: { 'image/*': { schema: { type: 'string', format: 'binary' } } } },
  },
  'GET /api/events': {
    200: { description: 'Server-sent events', content: { 'text/event-stream': { schema: { type: 'string' } } } },
  },
};
