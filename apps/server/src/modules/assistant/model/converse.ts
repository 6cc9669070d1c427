import type { ChatAnswer, ChatAnswerType } from '@assist/domain';
import { type ModelEndpoint, ModelError, type ModelMessage, type ToolCall, complete } from './completions.js';
import { type ModelTool, type ToolContext, definitionOf } from './model-tool.js';

/** Rounds of tool calls the model may make before it must answer. */
export const maxToolRounds = 4;

/** The longest model answer passed on, in characters (a runaway model is cut there). */
export const modelAnswerMaxLength = 4000;

/** Which tool's kind names the answer when several ran: the first of this list that did. */
const typeOrder: ChatAnswerType[] = ['dose_calculation', 'medical', 'inventory', 'tutorial'];

async function runCall(call: ToolCall, tools: readonly ModelTool[], context: ToolContext) {
  const tool = tools.find((t) => t.name === call.function.name);
  if (!tool) return { tool: null, content: JSON.stringify({ error: `unknown tool ${call.function.name}` }) };
  let raw: unknown;
  try {
    raw = JSON.parse(call.function.arguments || '{}');
  } catch {
    return { tool, content: JSON.stringify({ error: 'arguments are not JSON' }) };
  }
  const args = tool.args.safeParse(raw ?? {});
  if (!args.success) return { tool, content: JSON.stringify({ error: 'invalid arguments' }) };
  return { tool, content: JSON.stringify(await tool.run(args.data, context)) };
}

/**
 * A conversation with the model: it may call `tools` (at most `maxToolRounds` rounds), each run
 * with the asker's context; its final text is the answer, typed by the tools it used (general
 * when none). Throws on any failure, an abort of `signal` included: the caller falls back.
 */
export async function converse(
  endpoint: ModelEndpoint,
  messages: ModelMessage[],
  tools: readonly ModelTool[],
  context: ToolContext,
  signal: AbortSignal,
): Promise<ChatAnswer> {
  const definitions = tools.map(definitionOf);
  const used = new Set<ChatAnswerType>();
  for (let round = 0; round <= maxToolRounds; round++) {
    const last = round === maxToolRounds;
    const reply = await complete(endpoint, messages, last ? [] : definitions, signal);
    const calls = reply.tool_calls ?? [];
    if (calls.length === 0 || last) {
      const text = reply.content?.trim();
      if (!text) throw new ModelError('model gave no answer');
      return {
        message: text.slice(0, modelAnswerMaxLength),
        type: typeOrder.find((type) => used.has(type)) ?? 'general',
      };
    }
    messages.push({ role: 'assistant', content: reply.content ?? null, tool_calls: calls });
    for (const call of calls) {
      const { tool, content } = await runCall(call, tools, context);
      if (tool) used.add(tool.answerType);
      messages.push({ role: 'tool', tool_call_id: call.id, content });
    }
  }
  throw new ModelError('model kept calling tools');
}
