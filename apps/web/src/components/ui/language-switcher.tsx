import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { languages } from '../../i18n';
import { cn } from '../../lib/cn';
import { buttonClass } from './button';

/**
 * Switches between English and Arabic; shows the language it switches to, in that language.
 * `compact` shows only the icon; otherwise the name is hidden on phones.
 */
export function LanguageSwitcher({ className, compact }: { className?: string; compact?: boolean }) {
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
      <span lang={target.code} dir={target.dir} className={compact ? 'sr-only' : 'max-sm:sr-only'}>
        {target.label}
      </span>
    </button>
  );
}
