import type { ChatAnswer, ChatRequest } from '@assist/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { isOnline } from '../../lib/connectivity';
import { type AskResult, askAssistant } from './ask';
import { answerOnDevice } from './on-device';

/** `POST /api/ai/chat` (spec part 2 §7). */
export function postChat(request: ChatRequest): Promise<ChatAnswer> {
  return api.post<ChatAnswer>('/api/ai/chat', request);
}

/** Asks a question: the server, or this device when there is no connection (ask.ts). */
export function useAskAssistant() {
  return useMutation<AskResult, Error, ChatRequest>({
    mutationFn: (request) => askAssistant(request, { online: isOnline, send: postChat, answerOnDevice }),
  });
}
