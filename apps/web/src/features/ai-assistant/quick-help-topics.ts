import { BookOpen, Calculator, type LucideIcon, Package, Stethoscope } from 'lucide-react';

/** The Quick Help sidebar's four categories (spec part 2 §2), each with its example questions. */
export const quickHelpTopics = ['dose', 'medical', 'tutorials', 'inventory'] as const;
export type QuickHelpTopic = (typeof quickHelpTopics)[number];

/** The keys of each category's examples in assistant.json (quickHelp.examples.<topic>.<key>). */
export const exampleKeys = ['first', 'second'] as const;

export const topicIcons: Record<QuickHelpTopic, LucideIcon> = {
  dose: Calculator,
  medical: Stethoscope,
  tutorials: BookOpen,
  inventory: Package,
};
