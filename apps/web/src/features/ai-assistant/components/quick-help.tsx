import { ChevronDown, Lightbulb } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { exampleKeys, quickHelpTopics, topicIcons } from '../quick-help-topics';

/**
 * The Quick Help sidebar: four categories, each with example questions; choosing one puts it in
 * the question box (it is not sent). Beside the chat on a desktop; on a phone it sits above the
 * chat, folded to one row until opened.
 */
export function QuickHelp({ collapsible, onPick }: { collapsible: boolean; onPick: (question: string) => void }) {
  const { t } = useTranslation('assistant');
  const [open, setOpen] = useState(false);
  const listId = useId();
  const shown = !collapsible || open;

  return (
    <Card className="p-4 lg:max-h-[calc(100dvh-13rem)] lg:overflow-y-auto" data-testid="assistant-quick-help">
      <div className="flex items-center justify-between gap-2">
        <h2 className="flex items-center gap-2 font-semibold">
          <Lightbulb className="size-4 text-brand" aria-hidden="true" />
          {t('quickHelp.title')}
        </h2>
        {collapsible && (
          <button
            type="button"
            className="inline-flex h-9 items-center gap-1 rounded-lg px-2 text-sm font-medium text-brand hover:bg-subtle"
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => setOpen((value) => !value)}
            data-testid="assistant-quick-help-toggle"
          >
            {open ? t('quickHelp.hide') : t('quickHelp.show')}
            <ChevronDown className={cn('size-4 transition-transform', open && 'rotate-180')} aria-hidden="true" />
          </button>
        )}
      </div>
      {shown && (
        <div id={listId}>
          <p className="mt-1 text-sm text-ink-muted">{t('quickHelp.description')}</p>
          <ul className="mt-3 flex flex-col gap-4">
            {quickHelpTopics.map((topic) => {
              const Icon = topicIcons[topic];
              return (
                <li key={topic} data-testid={`assistant-topic-${topic}`}>
                  <h3 className="flex items-center gap-2 text-sm font-semibold text-ink">
                    <span className="inline-flex size-7 items-center justify-center rounded-lg bg-brand-soft text-brand">
                      <Icon className="size-4" aria-hidden="true" />
                    </span>
                    {t(`quickHelp.categories.${topic}`)}
                  </h3>
                  <ul className="mt-2 flex flex-col gap-1.5">
                    {exampleKeys.map((key) => {
                      const question = t(`quickHelp.examples.${topic}.${key}`);
                      return (
                        <li key={key}>
                          <button
                            type="button"
                            className="w-full rounded-lg border border-line px-3 py-2 text-start text-sm text-ink hover:border-brand hover:bg-brand-soft/40"
                            onClick={() => {
                              onPick(question);
                              setOpen(false);
                            }}
                            data-testid={`assistant-example-${topic}-${key}`}
                          >
                            {question}
                          </button>
                        </li>
                      );
                    })}
                  </ul>
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </Card>
  );
}
