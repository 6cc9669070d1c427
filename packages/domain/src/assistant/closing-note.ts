import type { AssistantLanguage } from './contracts.js';

/** The note every dose answer ends with: the prescription and the pharmacist decide. */
export const prescriptionNote: Record<AssistantLanguage, string> = {
  en: 'Always follow the prescription; the pharmacist makes the final decision.',
  ar: 'اتبع الوصفة الطبية دائماً؛ القرار النهائي للصيدلاني.',
};
