import { Input } from './ui/input';
import { Label } from './ui/label';

/**
 * Two calendar days, from and to (both included): neither can pass the other. Ids and test ids
 * are `<name>-from` and `<name>-to`.
 */
export function DateSpanInputs({
  name,
  from,
  to,
  labels,
  onChange,
}: {
  name: string;
  from: string;
  to: string;
  labels: { from: string; to: string };
  onChange: (span: { from: string; to: string }) => void;
}) {
  return (
    <div className="grid grid-cols-2 gap-3 sm:flex">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${name}-from`}>{labels.from}</Label>
        <Input
          id={`${name}-from`}
          type="date"
          value={from}
          max={to || undefined}
          onChange={(event) => onChange({ from: event.target.value, to })}
          data-testid={`${name}-from`}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${name}-to`}>{labels.to}</Label>
        <Input
          id={`${name}-to`}
          type="date"
          value={to}
          min={from || undefined}
          onChange={(event) => onChange({ from, to: event.target.value })}
          data-testid={`${name}-to`}
        />
      </div>
    </div>
  );
}
