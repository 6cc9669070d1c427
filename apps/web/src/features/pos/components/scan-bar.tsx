import { ScanBarcode, X } from 'lucide-react';
import { type KeyboardEvent, type Ref, useState, memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { CameraButton } from '../camera/camera-button';
import { CameraView } from '../camera/camera-view';
import { useCameraScan } from '../camera/use-camera-scan';
import type { EnterMode } from '../preferences';
import { EnterModeSelector } from './enter-mode-selector';

interface ScanBarProps {
  /** What is typed, as it changes: the page narrows its grid in a transition (never while a key is handled). */
  onQueryChange: (query: string) => void;
  /** Enter in the field with its text: the page acts by the chosen mode and answers whether the field empties. */
  onEnter: (text: string) => boolean;
  mode: EnterMode;
  onModeChange: (mode: EnterMode) => void;
  inputRef: Ref<HTMLInputElement>;
  /** A code read by the camera: the same path as a keyboard-wedge scan. No camera button without it. */
  onCameraScan?: (code: string) => void;
}

/**
 * The search/scan field (focused on arrival; a scanner typing into it ends with Enter) and the Enter
 * mode. The field's text is its own state: a keystroke re-renders this bar only, not the till (a
 * wedge scanner types 13 keys in a burst; re-rendering the page on each was a long task per key on
 * a phone's CPU, till-selling bench).
 */
export const ScanBar = memo(function ScanBar({
  onQueryChange,
  onEnter,
  mode,
  onModeChange,
  inputRef,
  onCameraScan,
}: ScanBarProps) {
  const { t } = useTranslation('pos');
  const camera = useCameraScan(onCameraScan);
  const [query, setQuery] = useState('');
  const change = (text: string) => {
    setQuery(text);
    onQueryChange(text);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      if (onEnter(query)) change('');
    } else if (event.key === 'Escape' && query) {
      event.preventDefault();
      change('');
    }
  };
  return (
    <Card className="flex flex-col gap-3 p-3 sm:p-4">
      <label htmlFor="pos-search" className="sr-only">
        {t('search.label')}
      </label>
      <div className="flex gap-2">
        <div className="relative min-w-0 flex-1">
          <ScanBarcode
            aria-hidden="true"
            className="pointer-events-none absolute start-3 top-1/2 size-6 -translate-y-1/2 text-ink-muted"
          />
          <Input
            id="pos-search"
            ref={inputRef}
            value={query}
            onChange={(event) => change(event.target.value)}
            onKeyDown={onKeyDown}
            placeholder={t('search.placeholder')}
            autoComplete="off"
            autoCorrect="off"
            spellCheck={false}
            enterKeyHint="go"
            aria-describedby="pos-search-hint"
            className="h-14 ps-12 pe-12 text-lg sm:text-lg"
            data-testid="pos-search"
          />
          {query && (
            <button
              type="button"
              onClick={() => change('')}
              aria-label={t('search.clear')}
              className="absolute end-2 top-1/2 inline-flex size-10 -translate-y-1/2 items-center justify-center rounded-md text-ink-muted hover:bg-subtle"
              data-testid="pos-search-clear"
            >
              <X className="size-5" aria-hidden="true" />
            </button>
          )}
        </div>
        {camera.available && <CameraButton camera={camera} />}
      </div>
      <CameraView camera={camera} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <EnterModeSelector mode={mode} onChange={onModeChange} />
        <p id="pos-search-hint" className="hidden text-xs text-ink-muted lg:block">
          {t(`enterMode.hint.${mode}`)} · <kbd className="font-sans">F2</kbd> {t('keys.search')} ·{' '}
          <kbd className="font-sans">F9</kbd> {t('keys.checkout')}
        </p>
      </div>
    </Card>
  );
});
