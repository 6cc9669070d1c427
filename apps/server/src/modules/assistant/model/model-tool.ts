import type { AssistantLanguage, ChatAnswerType } from '@assist/domain';
import type { z } from 'zod';
import type { ShopScope } from '../shop/shop-scope.js';
import type { ToolDefinition } from './completions.js';

/** What a tool runs with: the asker's tenant (never one the model names) and language. */
export interface ToolContext {
  scope: ShopScope;
  language: AssistantLanguage;
}

/**
 * A function the model may call: its name, what it does, its arguments (a zod schema, sent to the
 * model as JSON Schema), the answer type it gives the reply, and what it runs.
 */
export interface ModelTool<Args extends z.ZodType = z.ZodType> {
  name: string;
  description: string;
  args: Args;
  /** The JSON Schema of `args` the model is shown. */
  parameters: Record<string, unknown>;
  answerType: ChatAnswerType;
  run(args: z.infer<Args>, context: ToolContext): Promise<unknown> | unknown;
}

export const defineTool = <Args extends z.ZodType>(tool: ModelTool<Args>): ModelTool => tool as ModelTool;

export const definitionOf = (tool: ModelTool): ToolDefinition => ({
  type: 'function',
  function: { name: tool.name, description: tool.description, parameters: tool.parameters },
});
