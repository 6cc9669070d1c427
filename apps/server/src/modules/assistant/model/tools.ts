import { knowledgeTools } from './knowledge-tools.js';
import type { ModelTool } from './model-tool.js';
import { shopTools } from './shop-tools.js';

/** Every tool the model is offered: the shop's data and the formulary's knowledge. */
export const modelTools: readonly ModelTool[] = [...shopTools, ...knowledgeTools];
