import { chatMessageMaxLength } from '@assist/domain';
import { SendHorizontal } from 'lucide-react';
import type { KeyboardEvent, Ref } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Textarea } from '../../../components/ui/textarea';
import { sendsOnEnter } from '../send-keys';

/** The question box: Enter sends, Shift+Enter makes a new line; Send is off when empty or sending. */
export function ChatInput({
  value,
  onChange,
  onSend,
  sending,
  inputRef,
}: {
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
  sending: boolean;
  inputRef: Ref<HTMLTextAreaElement>;
}) {
  const { t } = useTranslation('assistant');
  const hintId = useId();
  const canSend = value.trim() !== '' && !sending;

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!sendsOnEnter(event)) return;
    event.preventDefault();
    if (canSend) onSend();
  };

  return (
    <form
      className="flex flex-col gap-1.5 border-t border-line p-3 sm:p-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (canSend) onSend();
      }}
    >
      <label htmlFor="assistant-input" className="sr-only">
        {t('input.label')}
      </label>
      <div className="flex items-end gap-2">
        <Textarea
          id="assistant-input"
          ref={inputRef}
          dir="auto"
          rows={2}
          maxLength={chatMessageMaxLength}
          value={value}
          placeholder={t('input.placeholder')}
          aria-describedby={hintId}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
          className="max-h-40 min-h-12 flex-1 resize-none"
          data-testid="assistant-input"
        />
        <Button type="submit" size="icon" disabled={!canSend} aria-label={t('input.send')} data-testid="assistant-send">
          <SendHorizontal className="size-5 rtl:-scale-x-100" aria-hidden="true" />
        </Button>
      </div>
      <p id={hintId} className="text-xs text-ink-muted">
        {t('input.hint')}
      </p>
    </form>
  );
}
