import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { languages } from '../../i18n';
import { cn } from '../../lib/cn';
import { buttonClass } from './button';

const labelClass = { always: '', responsive: 'max-sm:sr-only', hidden: 'sr-only' } as const;

interface LanguageSwitcherProps {
  className?: string;
  /** Show the language name always, never (icon only), or from tablet width up (default). */
  label?: keyof typeof labelClass;
}

/** Switches between English and Arabic; shows the language it switches to, in that language. */
export function LanguageSwitcher({ className, label = 'responsive' }: LanguageSwitcherProps) {
  const compact = label === 'hidden';
  const { t, i18n } = useTranslation();
  const current = i18n.resolvedLanguage ?? 'en';
  const target = languages.find((l) => l.code !== current) ?? languages[0];
  return (
    <button
      type="button"
      className={buttonClass('ghost', compact ? 'icon' : 'sm', cn('min-h-11 min-w-11 text-ink', className))}
      onClick={() => void i18n.changeLanguage(target.code)}
      aria-label={t('common:switchLanguage', { language: target.label })}
      title={t('common:switchLanguage', { language: target.label })}
      data-testid="language-switcher"
    >
      <Languages className="size-4" aria-hidden="true" />
      <span lang={target.code} dir={target.dir} className={labelClass[label]}>
        {target.label}
      </span>
    </button>
  );
}
