import { ChatAnswer, ChatRequest, ErrorResponse, assistantQuestionsPerMinute } from '@assist/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/access-plugin.js';
import type { AppContext } from '../../platform/context.js';
import type { Limit } from '../../platform/rate-limiter.js';
import { answerQuestion } from './answer-question.js';
import { shopScopeOf } from './shop/shop-scope.js';

const tags = ['assistant'];

/** Questions per user (a team member counts on its own) and minute. */
const questionLimit: Limit = { max: assistantQuestionsPerMinute, windowSeconds: 60, code: 'too_many_questions' };

/** The AI Assistant (spec part 2 §2, §7): `POST /api/ai/chat`. */
export async function assistantRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/ai/chat',
    {
      schema: { tags, body: ChatRequest, response: { 200: ChatAnswer, 400: ErrorResponse, 429: ErrorResponse } },
      config: { access: 'aiAssistant' },
    },
    async (request) => {
      const actor = actorOf(request);
      const asker = actor.teamMember ? `member:${actor.teamMember.id}` : `user:${actor.user.id}`;
      await ctx.limiter.hit(`ai-chat:${asker}`, questionLimit);
      return answerQuestion(request.body, shopScopeOf(ctx.db, actor), ctx.config.ai, request.log);
    },
  );
}
