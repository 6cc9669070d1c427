import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTimestamp } from '../../../lib/format';
import { useBusinessDay } from '../../auth/use-business-day';

/** A moment on the business's clock, in the reader's language. */
export function useMoment(): (value: string) => string {
  const { i18n } = useTranslation();
  const { timeZone } = useBusinessDay();
  return (value) => formatTimestamp(value, i18n.language, timeZone);
}

/** A labelled message (the retailer's own, or the supplier's answer) as a quote. */
export function Message({
  label,
  children,
  tone = 'plain',
  testId,
}: {
  label: string;
  children: ReactNode;
  tone?: 'plain' | 'answer';
  testId?: string;
}) {
  return (
    <div
      className={
        tone === 'answer'
          ? 'rounded-lg border-s-4 border-brand bg-brand-soft/50 px-3 py-2 text-sm'
          : 'rounded-lg bg-subtle px-3 py-2 text-sm'
      }
      data-testid={testId}
    >
      <p className="text-xs font-medium text-ink-muted">{label}</p>
      <p className="mt-0.5 break-words whitespace-pre-line rtl:text-right" dir="auto">
        {children}
      </p>
    </div>
  );
}
