import { type AssistantLanguage, type ChatAnswer, type ChatRequest, languageOf } from '@assist/domain';
import { isUnreachable } from '../../lib/api';

/** What this device can do with a question when the server is out of reach. */
export type OnDeviceOutcome =
  | { kind: 'answer'; answer: ChatAnswer }
  /** A question about the shop's own data: only the server has it. */
  | { kind: 'needs-shop-data' }
  /** Nothing on this device answers it. */
  | { kind: 'unknown' };

export type AskResult =
  | { kind: 'answer'; answer: ChatAnswer; answeredOnDevice: boolean }
  | { kind: 'needs-connection'; reason: 'shop' | 'other'; language: AssistantLanguage };

export interface AskDeps {
  /** The app's idea of online (lib/connectivity: network, server reachable, not simulated offline). */
  online: () => boolean;
  send: (request: ChatRequest) => Promise<ChatAnswer>;
  answerOnDevice: (text: string, language: AssistantLanguage) => OnDeviceOutcome;
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
  const outcome = deps.answerOnDevice(request.message, language);
  if (outcome.kind === 'answer') return { kind: 'answer', answer: outcome.answer, answeredOnDevice: true };
  return { kind: 'needs-connection', reason: outcome.kind === 'needs-shop-data' ? 'shop' : 'other', language };
}
