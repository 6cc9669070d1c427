import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import { type EnterMode, enterModes } from '../preferences';

/** What Enter in the search field does: scan, checkout, search or clear (spec part 2 §2). Arrow keys move the choice. */
export function EnterModeSelector({ mode, onChange }: { mode: EnterMode; onChange: (mode: EnterMode) => void }) {
  const { t } = useTranslation('pos');
  return (
    <fieldset className="flex min-w-0 flex-wrap items-center gap-2">
      <legend className="sr-only">{t('enterMode.label')}</legend>
      <span aria-hidden="true" className="text-sm font-medium text-ink-muted">
        {t('enterMode.label')}
      </span>
      <div className="grid w-full grid-cols-4 gap-1 rounded-lg bg-subtle p-1 sm:w-auto">
        {enterModes.map((value) => (
          <label
            key={value}
            data-testid={`pos-mode-${value}`}
            data-checked={mode === value}
            title={t(`enterMode.hint.${value}`)}
            className={cn(
              'flex h-10 min-w-0 cursor-pointer items-center justify-center rounded-md px-1 text-sm font-medium sm:min-w-20 sm:px-2',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand',
              mode === value ? 'bg-surface text-brand-strong shadow-sm' : 'text-ink-muted hover:text-ink',
            )}
          >
            <input
              type="radio"
              name="pos-enter-mode"
              value={value}
              checked={mode === value}
              onChange={() => onChange(value)}
              className="sr-only"
            />
            {t(`enterMode.${value}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
