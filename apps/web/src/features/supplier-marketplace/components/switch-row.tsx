import { useId } from 'react';
import { Switch } from '../../../components/ui/switch';

interface SwitchRowProps {
  label: string;
  hint: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  testId: string;
}

/** A setting: its name and what it does, with the switch at the line's end. */
export function SwitchRow({ label, hint, checked, onChange, testId }: SwitchRowProps) {
  const labelId = useId();
  const hintId = useId();
  return (
    <div className="flex items-start justify-between gap-4 rounded-lg border border-line p-3">
      <div className="min-w-0">
        <p id={labelId} className="text-sm font-medium">
          {label}
        </p>
        <p id={hintId} className="text-xs text-ink-muted">
          {hint}
        </p>
      </div>
      <Switch
        checked={checked}
        onCheckedChange={onChange}
        aria-labelledby={labelId}
        aria-describedby={hintId}
        data-testid={testId}
      />
    </div>
  );
}
