import type { ModelTool } from './model-tool.js';
import { shopTools } from './shop-tools.js';

/** Every tool the model is offered. */
export const modelTools: readonly ModelTool[] = [...shopTools];
