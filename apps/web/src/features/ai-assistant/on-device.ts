import type { AssistantLanguage } from '@assist/domain';
import type { OnDeviceOutcome } from './ask';

/** The answer this device gives with no connection (the domain's local answerers). */
export function answerOnDevice(_text: string, _language: AssistantLanguage): OnDeviceOutcome {
  return { kind: 'unknown' };
}
