import { Search } from 'lucide-react';
import { Input } from '../../../components/ui/input';

interface SearchBoxProps {
  value: string;
  onChange: (value: string) => void;
  label: string;
  placeholder: string;
  testId: string;
}

/** A search field with its magnifier at the reading start. */
export function SearchBox({ value, onChange, label, placeholder, testId }: SearchBoxProps) {
  return (
    <div className="relative">
      <Search
        className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-ink-muted"
        aria-hidden="true"
      />
      <Input
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        aria-label={label}
        className="ps-9"
        data-testid={testId}
      />
    </div>
  );
}
