import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Access } from './access-plugin.js';
import { errorResponses, platformErrorCodes } from './openapi/error-answers.js';
import { nonJsonAnswers } from './openapi/non-json-answers.js';
import { allowNullInNullableEnums } from './openapi/nullable-enums.js';
import { routeErrorCodesOf } from './openapi/route-error-codes.js';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0] & {
  route?: { method?: string | string[]; config?: { access?: Access } };
};
interface TransformedSchema {
  params?: unknown;
  querystring?: unknown;
  body?: unknown;
  response?: Record<string, unknown>;
  hide?: boolean;
}

/**
 * OpenAPI generated from the same zod schemas that validate requests, at /api/docs. It is the
 * contract a generated client trusts (decisions/2026-11-28-api-contract.md): every route lists
 * every status it can answer, the refusals with the error body; a route that answers no body
 * says 204; nullable enums allow null. The API suites check every answer against it.
 */
export async function registerDocs(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Assist API', description: 'Point of sale, inventory and supplier marketplace', version: '0.1.0' },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'assist.sid' } } },
      security: [{ session: [] }],
    },
    transform: withEveryAnswer,
    transformObject: (document) => {
      const openapiObject = 'openapiObject' in document ? document.openapiObject : document.swaggerObject;
      allowNullInNullableEnums(openapiObject.paths);
      return openapiObject;
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}

/** The zod transform, then the refusals the route can answer and 204 where it answers no body. */
function withEveryAnswer(input: TransformInput) {
  const result = jsonSchemaTransform(input);
  const schema = result.schema as TransformedSchema | undefined;
  if (!schema || schema.hide || !input.url.startsWith('/api')) return result;
  const method = [input.route?.method ?? 'GET'].flat()[0] ?? 'GET';
  const facts = { ...schema, method, url: input.url, access: input.route?.config?.access };
  const codes = [...platformErrorCodes(facts), ...routeErrorCodesOf(`${method} ${input.url}`)];
  const response = { ...errorResponses(codes), ...nonJsonAnswers[`${method} ${input.url}`], ...schema.response };
  if (method === 'DELETE' && !Object.keys(response).some((status) => status.startsWith('2'))) {
    response['204'] = { description: 'Deleted; no body', type: 'null' };
  }
  return { ...result, schema: { ...schema, response } };
}
