import { Eye, EyeOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Input, type InputProps } from '../../../components/ui/input';

interface PasswordInputProps extends Omit<InputProps, 'type'> {
  revealed: boolean;
  onRevealedChange: (revealed: boolean) => void;
}

/** A password field whose text can be shown in clear (spec part 2, Team page). */
export function PasswordInput({ revealed, onRevealedChange, className, ...props }: PasswordInputProps) {
  const { t } = useTranslation('team');
  const label = revealed ? t('form.hidePassword') : t('form.showPassword');
  return (
    <div className="relative">
      <Input type={revealed ? 'text' : 'password'} className={`pe-12 ${className ?? ''}`} {...props} />
      <button
        type="button"
        onClick={() => onRevealedChange(!revealed)}
        aria-label={label}
        aria-pressed={revealed}
        title={label}
        data-testid="team-password-toggle"
        className="absolute end-0.5 top-1/2 inline-flex size-10 -translate-y-1/2 items-center justify-center rounded-md text-ink-muted hover:text-ink"
      >
        {revealed ? <EyeOff className="size-4" aria-hidden="true" /> : <Eye className="size-4" aria-hidden="true" />}
      </button>
    </div>
  );
}
