import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '../chat-message';
import { quickHelpTopics, topicIcons } from '../quick-help-topics';
import { ChatAvatar, ChatBubble } from './chat-bubble';

/** The conversation, newest at the bottom and kept in view, with the typing dots while waiting. */
export function MessageList({ messages, waiting }: { messages: ChatMessage[]; waiting: boolean }) {
  const { t } = useTranslation('assistant');
  const scroller = useRef<HTMLElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new message or the typing dots bring the newest into view.
  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    // The newest at the bottom; an answer taller than the view is shown from its first line.
    const last = element.querySelector<HTMLElement>('ol > li:last-child');
    const tall = last !== null && last.offsetHeight > element.clientHeight - 32;
    element.scrollTop = tall && last ? last.offsetTop - 16 : element.scrollHeight;
  }, [messages.length, waiting]);

  return (
    // Focusable so a keyboard user can scroll a long answer (axe: scrollable-region-focusable, on phones).
    <section
      ref={scroller}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is reached by keyboard to scroll it.
      tabIndex={0}
      aria-label={t('chat.label')}
      className="relative min-h-0 flex-1 overflow-y-auto p-4 focus-visible:outline focus-visible:outline-2 focus-visible:outline-primary"
      data-testid="assistant-messages"
    >
      {messages.length === 0 && !waiting ? (
        <EmptyChat />
      ) : (
        <ol className="flex flex-col gap-4" aria-label={t('chat.label')} aria-live="polite">
          {messages.map((message) => (
            <ChatBubble key={message.id} message={message} />
          ))}
          {waiting && <TypingIndicator />}
        </ol>
      )}
    </section>
  );
}

function TypingIndicator() {
  const { t } = useTranslation('assistant');
  return (
    <li className="flex items-center gap-2" data-testid="assistant-typing">
      <ChatAvatar />
      <span className="inline-flex items-center gap-1 rounded-2xl border border-line bg-subtle px-4 py-3">
        <span className="sr-only">{t('chat.typing')}</span>
        {[0, 150, 300].map((delay) => (
          <span
            key={delay}
            className="size-2 animate-bounce rounded-full bg-ink-muted motion-reduce:animate-none"
            style={{ animationDelay: `${delay}ms` }}
            aria-hidden="true"
          />
        ))}
      </span>
    </li>
  );
}

/** What can be asked, before the first question. */
function EmptyChat() {
  const { t } = useTranslation('assistant');
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-3 py-6 text-center" data-testid="assistant-empty">
      <ChatAvatar large />
      <h2 className="text-lg font-semibold">{t('empty.title')}</h2>
      <p className="text-sm text-ink-muted">{t('empty.text')}</p>
      <ul className="flex flex-col gap-2 text-start text-sm">
        {quickHelpTopics.map((topic) => {
          const Icon = topicIcons[topic];
          return (
            <li key={topic} className="flex items-start gap-2">
              <Icon className="mt-0.5 size-4 shrink-0 text-brand" aria-hidden="true" />
              <span>{t(`empty.${topic}`)}</span>
            </li>
          );
        })}
      </ul>
      <p className="text-xs text-ink-muted">{t('empty.offline')}</p>
    </div>
  );
}
