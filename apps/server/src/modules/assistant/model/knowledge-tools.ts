import {
  answerMedicalQuestion,
  calculateDose,
  doseResultText,
  findMedicineById,
  findMedicineInText,
  formulary,
  searchTutorials,
  tutorialText,
} from '@assist/domain';
import { z } from 'zod';
import { defineTool } from './model-tool.js';

const medicineOf = (name: string) => findMedicineById(name.trim().toLowerCase()) ?? findMedicineInText(name);

/** The formulary's dose calculator and drug information and the app tutorials, offered to the model as tools. */
export const knowledgeTools = [
  defineTool({
    name: 'calculate_dose',
    description:
      "Child's dose of a formulary medicine (paracetamol, ibuprofen, amoxicillin, amoxicillin-clavulanate, azithromycin, cetirizine, salbutamol syrup, ORS) by weight and age, from the cited table. Always use it for doses.",
    args: z.object({
      medicine: z.string().min(1).max(100),
      weightKg: z.number().positive().max(250).optional(),
      ageMonths: z.number().min(0).max(1500).optional(),
      strengthId: z.string().min(1).max(40).optional(),
    }),
    parameters: {
      type: 'object',
      properties: {
        medicine: {
          type: 'string',
          description: `Medicine id (${formulary.map((m) => m.id).join(', ')}) or a name or brand`,
        },
        weightKg: { type: 'number', description: 'Weight in kg' },
        ageMonths: { type: 'number', description: 'Age in months (years x 12)' },
        strengthId: { type: 'string', description: 'A liquid strength id, when one was named' },
      },
      required: ['medicine'],
    },
    answerType: 'dose_calculation',
    // The calculator's own words (the local answer's), ending with the prescription note.
    run: ({ medicine, weightKg, ageMonths, strengthId }, { language }) => {
      const found = medicineOf(medicine);
      const result = calculateDose({ medicineId: found?.id ?? medicine, weightKg, ageMonths, strengthId });
      return { text: doseResultText(result, language) };
    },
  }),
  defineTool({
    name: 'drug_info',
    description:
      'Indications, contraindications and common interactions of a formulary medicine, with its source; says when the medicine is not in the table.',
    args: z.object({ medicine: z.string().min(1).max(100) }),
    parameters: {
      type: 'object',
      properties: { medicine: { type: 'string', description: 'Medicine name or brand' } },
      required: ['medicine'],
    },
    answerType: 'medical',
    run: ({ medicine }, { language }) => {
      const answer = answerMedicalQuestion(`${medicine} medicine`, language);
      return answer ? { status: answer.status, text: answer.message } : { status: 'unknown' };
    },
  }),
  defineTool({
    name: 'search_tutorials',
    description:
      "The app's help texts (receiving stock, selling by box, returns, working offline, paying a supplier, ...) that best match a question, with their steps and the screen's path.",
    args: z.object({ query: z.string().min(1).max(500) }),
    parameters: {
      type: 'object',
      properties: { query: { type: 'string', description: 'What the user wants to do in the app' } },
      required: ['query'],
    },
    answerType: 'tutorial',
    run: ({ query }, { language }) => ({
      tutorials: searchTutorials(query, language, 2).map((match) => ({
        path: match.tutorial.path,
        text: tutorialText(match.tutorial, language),
      })),
    }),
  }),
];
