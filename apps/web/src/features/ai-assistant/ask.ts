import { type AssistantLanguage, type ChatAnswer, type ChatRequest, languageOf } from '@assist/domain';
import { isUnreachable } from '../../lib/api';

export type AskResult =
  | { kind: 'answer'; answer: ChatAnswer; answeredOnDevice: boolean }
  /** No connection and nothing on this device answers it (a question about the shop's own data, say). */
  | { kind: 'needs-connection'; language: AssistantLanguage };

export interface AskDeps {
  /** The app's idea of online (lib/connectivity: network, server reachable, not simulated offline). */
  online: () => boolean;
  send: (request: ChatRequest) => Promise<ChatAnswer>;
  /** The domain's answerers that need no server (dose, medicine, tutorials); null when none knows. */
  answerOnDevice: (text: string, language: AssistantLanguage) => ChatAnswer | null;
}

/**
 * Asks the server; with no connection (known beforehand, or the request got no answer) the dose,
 * medical and tutorial questions are answered on this device in the question's language, and the
 * rest say they need the connection. Any other failure (the server answered with an error) is
 * thrown for the page's error toast.
 */
export async function askAssistant(request: ChatRequest, deps: AskDeps): Promise<AskResult> {
  if (deps.online()) {
    try {
      return { kind: 'answer', answer: await deps.send(request), answeredOnDevice: false };
    } catch (error) {
      if (!isUnreachable(error)) throw error;
    }
  }
  const language = languageOf(request.message);
  const answer = deps.answerOnDevice(request.message, language);
  if (answer) return { kind: 'answer', answer, answeredOnDevice: true };
  return { kind: 'needs-connection', language };
}
