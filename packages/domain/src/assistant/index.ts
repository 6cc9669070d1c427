export * from './contracts.js';
export { prescriptionNote } from './closing-note.js';
export { formulary, findMedicineById } from './formulary/index.js';
export type * from './formulary/types.js';
export { calculateDose } from './dose/calculate.js';
export { DoseRequest } from './dose/request.js';
export * from './dose/result.js';
export { roundVolume, roundMg, type RoundingStepMl } from './dose/rounding.js';
export {
  answerDoseQuestion,
  doseResultText,
  type DoseAnswer,
  type DoseAnswerOutcome,
  type MissingDoseInput,
} from './dose/answer.js';
export { parseDoseQuestion, isDoseQuestion, mentionsShop, type ParsedDoseQuestion } from './parse/question.js';
export { asksHowTo, shopQuestionOf, type SalesPeriod, type ShopQuestion } from './parse/shop-question.js';
export { findMedicineInText, findMedicinesInText } from './parse/medicine.js';
export { parseAgeMonths, parseWeightKg } from './parse/quantities.js';
export {
  answerMedicalQuestion,
  medicineInformation,
  unknownMedicineText,
  type MedicalAnswer,
  type MedicalTopic,
} from './medical/answer.js';
export { normaliseText, normaliseArabic, normaliseDigits, normaliseLetters, withoutArticle } from './text/normalise.js';
export { answerLocally } from './answer-locally.js';
export { tutorials, type Tutorial } from './tutorials/index.js';
export { searchTutorials, type TutorialMatch } from './tutorials/search.js';
export { answerTutorialQuestion, tutorialText, type TutorialAnswer } from './tutorials/answer.js';
export { tokenise } from './text/tokenise.js';
export { whatToAsk } from './what-to-ask.js';
