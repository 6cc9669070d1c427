import type { AssistantLanguage, ChatAnswer } from './contracts.js';
import { answerDoseQuestion } from './dose/answer.js';
import { answerMedicalQuestion } from './medical/answer.js';
import { answerTutorialQuestion } from './tutorials/answer.js';

/**
 * The answer the assistant can give with no model and no database: a dose, then drug information
 * for a formulary medicine, then an app tutorial, then "I do not know that medicine". Null otherwise
 * (shop questions and free questions are the server's).
 */
export function answerLocally(text: string, language: AssistantLanguage): ChatAnswer | null {
  const dose = answerDoseQuestion(text, language);
  if (dose) return { message: dose.message, type: 'dose_calculation' };
  const medical = answerMedicalQuestion(text, language);
  if (medical?.status === 'known') return { message: medical.message, type: 'medical' };
  const tutorial = answerTutorialQuestion(text, language);
  if (tutorial) return { message: tutorial.message, type: 'tutorial' };
  if (medical) return { message: medical.message, type: 'medical' };
  return null;
}
