import type { App } from '../../app.js';
import type { JsonSchema } from './json-schema.js';

/** One registered /api route as the OpenAPI document (generated from the zod contracts) shows it. */
export interface FuzzRoute {
  method: string;
  /** Fastify's form: /api/products/:id */
  url: string;
  body?: JsonSchema;
  query: JsonSchema;
  params: JsonSchema;
}

interface Operation {
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
}

/** Every /api route the running app registered (docs pages aside), in a stable order. */
export function registeredRoutes(app: App): FuzzRoute[] {
  const document = app.swagger() as { paths?: Record<string, Record<string, Operation>> };
  const routes: FuzzRoute[] = [];
  for (const [path, operations] of Object.entries(document.paths ?? {})) {
    if (!path.startsWith('/api') || path.startsWith('/api/docs')) continue;
    for (const [method, operation] of Object.entries(operations)) {
      routes.push({
        method: method.toUpperCase(),
        url: path.replace(/\{(\w+)\}/g, ':$1'),
        body: operation.requestBody?.content?.['application/json']?.schema,
        query: parametersSchema(operation, 'query'),
        params: parametersSchema(operation, 'path'),
      });
    }
  }
  return routes;
}

function parametersSchema(operation: Operation, where: string): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const parameter of operation.parameters ?? []) {
    if (parameter.in !== where) continue;
    properties[parameter.name] = parameter.schema ?? { type: 'string' };
    if (parameter.required || where === 'path') required.push(parameter.name);
  }
  return { type: 'object', properties, required };
}
