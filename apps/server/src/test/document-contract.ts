import { Ajv, type ValidateFunction } from 'ajv';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';

/** One answer outside the OpenAPI document: its status is not listed, or its body breaks the schema. */
export interface DocumentBreach {
  request: string;
  status: number;
  why: string;
}

interface Operation {
  responses?: Record<string, { content?: Record<string, { schema?: object }> }>;
}
type Paths = Record<string, Record<string, Operation>>;

// OpenAPI 3.0 schemas: `nullable` is Ajv's own keyword; `example` and the x- marks are not JSON
// Schema's, so strict mode is off; formats are the generated client's business, not checked here.
const ajv = new Ajv({ strict: false, validateFormats: false, allErrors: false });

/**
 * Checks every answer `app` gives on an /api route against its own OpenAPI document (the contract
 * a generated client trusts): the status is listed for that operation and a JSON body is valid for
 * the listed schema, a 204 has none. `take()` hands the breaches over and forgets them. Cheap: the
 * document is read once per app, each (operation, status) schema compiled once per process.
 */
export function watchDocumentContract(app: FastifyInstance) {
  let breaches: DocumentBreach[] = [];
  let paths: Paths | undefined;
  app.addHook('onSend', async (request, reply, payload) => {
    const route = request.routeOptions.url;
    if (!route?.startsWith('/api') || route.startsWith('/api/docs') || request.method === 'HEAD') return payload;
    paths ??= (app.swagger() as { paths: Paths }).paths;
    const type = String(reply.getHeader('content-type') ?? '');
    const body = decoded(payload, String(reply.getHeader('content-encoding') ?? ''));
    const why = breachOf(paths, { method: request.method, route, status: reply.statusCode, type, payload: body });
    if (why) breaches.push({ request: `${request.method} ${route}`, status: reply.statusCode, why });
    return payload;
  });
  return {
    take(): DocumentBreach[] {
      const taken = breaches;
      breaches = [];
      return taken;
    },
  };
}

/** A compressed body as the client reads it (a stream is left unchecked: its text is not at hand). */
function decoded(payload: unknown, encoding: string): unknown {
  if (!encoding || encoding === 'identity') return payload;
  if (!Buffer.isBuffer(payload)) return null;
  if (encoding === 'gzip') return gunzipSync(payload);
  if (encoding === 'br') return brotliDecompressSync(payload);
  return null;
}

const validators = new Map<object, ValidateFunction>();

interface Answer {
  method: string;
  route: string;
  status: number;
  type: string;
  payload: unknown;
}

function breachOf(paths: Paths, { method, route, status, type, payload }: Answer): string | null {
  const operation = paths[route.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];
  if (!operation) return 'the operation is not in the document';
  const listed = operation.responses?.[String(status)];
  if (!listed) return `status ${status} is not listed (${Object.keys(operation.responses ?? {}).join(', ')})`;
  const text = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : null;
  if (status === 204) return text ? 'a 204 with a body' : null;
  const schema = listed.content?.['application/json']?.schema;
  if (!type.includes('application/json') || text === null) return null;
  if (!schema) return 'a JSON body where the document lists none';
  let validate = validators.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    validators.set(schema, validate);
  }
  if (validate(JSON.parse(text))) return null;
  const error = validate.errors?.[0];
  return `body breaks the schema: ${error?.instancePath || '/'} ${error?.message} ${JSON.stringify(error?.params)} in ${text.slice(0, 200)}`;
}

/** The error a test fails with when its answers left the document. */
export function documentError(breaches: DocumentBreach[]): Error {
  const lines = [...new Set(breaches.map((b) => `${b.request} -> ${b.status}: ${b.why}`))];
  return new Error(`Answers outside the OpenAPI document (${breaches.length}):\n${lines.join('\n')}`);
}
