import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.js';

export async function superadminRoutes(_app: FastifyInstance, _ctx: AppContext) {}
