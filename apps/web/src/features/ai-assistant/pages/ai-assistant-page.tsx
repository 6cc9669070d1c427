import { Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { toast } from '../../../components/ui/use-toast';
import { errorText } from '../../../i18n/error-text';
import { ApiError } from '../../../lib/api';
import { useBreakpoint } from '../../../lib/use-breakpoint';
import { localDbName } from '../../../offline/local-db';
import { useSignedInUser } from '../../auth/api';
import { useAskAssistant } from '../api';
import { ChatInput } from '../components/chat-input';
import { MessageList } from '../components/message-list';
import { QuickHelp } from '../components/quick-help';
import { useConversation } from '../use-conversation';

/** /ai-assistant (spec part 2 §2): Quick Help, the conversation and the question box. */
export function AiAssistantPage() {
  const user = useSignedInUser();
  // One conversation per person on this device (chat-storage.ts); a new person starts afresh.
  return <Assistant key={localDbName(user)} person={localDbName(user)} />;
}

function Assistant({ person }: { person: string }) {
  const { t } = useTranslation('assistant');
  const desktop = useBreakpoint() === 'desktop';
  const conversation = useConversation(person);
  const ask = useAskAssistant();
  const [draft, setDraft] = useState('');
  const input = useRef<HTMLTextAreaElement>(null);

  const pick = (question: string) => {
    setDraft(question);
    requestAnimationFrame(() => {
      const box = input.current;
      if (!box) return;
      box.focus();
      box.setSelectionRange(question.length, question.length);
    });
  };

  const send = () => {
    const text = draft.trim();
    if (!text || ask.isPending) return;
    const asked = conversation.addQuestion(text);
    setDraft('');
    // The promise, not mutate's callbacks: an answer that comes after the page was left is kept too.
    ask.mutateAsync(asked.request).then(
      (result) => {
        const answer =
          result.kind === 'answer'
            ? result.answer
            : { message: t('offline.needsConnection', { lng: result.language }), type: 'general' as const };
        conversation.addAnswer(asked, answer, result.kind === 'answer' ? result.answeredOnDevice : true);
      },
      (error: unknown) => {
        // The question goes back in the box, to send again (unless the chat was cleared meanwhile).
        if (!conversation.dropQuestion(asked)) return;
        setDraft((current) => current || text);
        // The spec's text; a refusal to answer this often says so (too_many_questions).
        const fallback = t('toast.errorText');
        const description =
          error instanceof ApiError && error.status === 429 ? errorText(error, t, fallback) : fallback;
        toast({ title: t('toast.errorTitle'), description, variant: 'destructive' });
      },
    );
  };

  const clear = () => {
    conversation.clear();
    ask.reset();
    toast({ title: t('toast.cleared'), variant: 'success' });
  };

  return (
    <div className="flex flex-col" data-testid="assistant-page">
      <PageHeader
        title={t('title')}
        description={desktop ? t('description') : undefined}
        actions={
          <Button
            variant="outline"
            onClick={clear}
            disabled={conversation.messages.length === 0 && !ask.isPending}
            data-testid="assistant-clear"
          >
            <Trash2 className="size-4" aria-hidden="true" />
            {t('clearChat')}
          </Button>
        }
      />
      <div className="grid items-start gap-4 lg:grid-cols-[18rem_minmax(0,1fr)] lg:gap-6">
        <QuickHelp collapsible={!desktop} onPick={pick} />
        <Card
          className="flex h-[calc(100dvh-19rem)] min-h-[22rem] flex-col overflow-hidden lg:h-[calc(100dvh-13rem)]"
          data-testid="assistant-chat"
        >
          <MessageList messages={conversation.messages} waiting={ask.isPending} />
          <ChatInput value={draft} onChange={setDraft} onSend={send} sending={ask.isPending} inputRef={input} />
        </Card>
      </div>
    </div>
  );
}
