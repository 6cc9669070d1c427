import { z } from 'zod';

/** A tool call as OpenAI-compatible servers send it: the arguments are JSON text. */
const ToolCall = z.object({
  id: z.string(),
  type: z.literal('function').default('function'),
  function: z.object({ name: z.string(), arguments: z.string().default('{}') }),
});
export type ToolCall = z.infer<typeof ToolCall>;

/** The part of a `/chat/completions` answer the assistant reads: the first choice's message. */
const Completion = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({
          content: z.string().nullish(),
          tool_calls: z.array(ToolCall).nullish(),
        }),
      }),
    )
    .min(1),
});
export type CompletionMessage = z.infer<typeof Completion>['choices'][number]['message'];

export type ModelMessage =
  | { role: 'system' | 'user'; content: string }
  | { role: 'assistant'; content: string | null; tool_calls?: ToolCall[] }
  | { role: 'tool'; tool_call_id: string; content: string };

export interface ToolDefinition {
  type: 'function';
  function: { name: string; description: string; parameters: Record<string, unknown> };
}

export interface ModelEndpoint {
  baseUrl: string;
  apiKey?: string;
  model?: string;
}

/** Something went wrong talking to the model: its answer is not used (the caller falls back). */
export class ModelError extends Error {}

/**
 * One `POST {baseUrl}/chat/completions` (OpenAI's chat completions, which llama.cpp's server,
 * Ollama, vLLM and others speak), answering the first choice's message. Throws ModelError on a
 * status other than 2xx or an answer of another shape; an abort of `signal` throws as fetch does.
 */
export async function complete(
  endpoint: ModelEndpoint,
  messages: readonly ModelMessage[],
  tools: readonly ToolDefinition[],
  signal: AbortSignal,
): Promise<CompletionMessage> {
  const url = `${endpoint.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(endpoint.apiKey ? { authorization: `Bearer ${endpoint.apiKey}` } : {}),
    },
    body: JSON.stringify({
      model: endpoint.model ?? 'default',
      messages,
      ...(tools.length > 0 ? { tools, tool_choice: 'auto' } : {}),
      temperature: 0.2,
    }),
    signal,
  });
  if (!response.ok) throw new ModelError(`model answered ${response.status}`);
  const parsed = Completion.safeParse(await response.json());
  if (!parsed.success) throw new ModelError('model answer of an unexpected shape');
  const [choice] = parsed.data.choices;
  if (!choice) throw new ModelError('model answered no choice');
  return choice.message;
}
