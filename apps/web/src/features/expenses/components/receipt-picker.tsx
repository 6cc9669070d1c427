import { Camera, ImagePlus } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImagePreview } from '../../../components/image-preview';
import { buttonClass } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { useBreakpoint } from '../../../lib/use-breakpoint';

interface ReceiptPickerProps {
  /** What to show: the picked file, else the stored receipt's address, else nothing. */
  file: File | null;
  storedUrl: string | null;
  uploading: boolean;
  error: string | undefined;
  onPick: (file: File) => void;
  onRemove: () => void;
}

/** A preview address for a picked image, released when it changes or the dialog closes. */
function usePreviewUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

const pickerClass = buttonClass('outline', 'md', 'cursor-pointer focus-within:outline-2 focus-within:outline-brand');

interface PickerButtonProps {
  icon: ReactNode;
  label: string;
  capture?: boolean;
  disabled: boolean;
  describedBy: string;
  onFile: (file: File) => void;
  testId: string;
}

/** A button-looking label around a hidden file input (the phone's camera with `capture`). */
function PickerButton({ icon, label, capture, disabled, describedBy, onFile, testId }: PickerButtonProps) {
  return (
    <label className={cn(pickerClass, disabled && 'pointer-events-none opacity-50')}>
      {icon}
      {label}
      <input
        type="file"
        accept="image/jpeg,image/png,image/webp"
        capture={capture ? 'environment' : undefined}
        className="sr-only"
        disabled={disabled}
        onChange={(event) => {
          const input = event.currentTarget;
          const chosen = input.files?.[0];
          if (chosen) onFile(chosen);
          // The same image can be picked again after it was removed.
          input.value = '';
        }}
        data-testid={testId}
        aria-describedby={describedBy}
      />
    </label>
  );
}

/** The add dialog's receipt image: choose (or photograph) one, see it, remove it. */
export function ReceiptPicker({ file, storedUrl, uploading, error, onPick, onRemove }: ReceiptPickerProps) {
  const { t } = useTranslation('expenses');
  const isPhone = useBreakpoint() === 'mobile';
  const preview = usePreviewUrl(file) ?? (file ? null : storedUrl);
  const describedBy = error ? 'expense-receipt-error' : 'expense-receipt-hint';
  return (
    <div className="flex flex-col gap-1.5">
      <Label>{t('form.receipt')}</Label>
      <div className="flex flex-wrap gap-2">
        <PickerButton
          icon={<ImagePlus className="size-4" aria-hidden="true" />}
          label={preview ? t('form.replaceReceipt') : t('form.chooseReceipt')}
          disabled={uploading}
          describedBy={describedBy}
          onFile={onPick}
          testId="expense-receipt-input"
        />
        {isPhone && (
          <PickerButton
            icon={<Camera className="size-4" aria-hidden="true" />}
            label={t('form.takePhoto')}
            capture
            disabled={uploading}
            describedBy={describedBy}
            onFile={onPick}
            testId="expense-receipt-camera"
          />
        )}
      </div>
      {uploading && (
        <output className="flex items-center gap-2 text-sm text-ink-muted" data-testid="expense-receipt-uploading">
          <Spinner className="size-4" />
          {t('form.uploading')}
        </output>
      )}
      {error ? (
        <p id="expense-receipt-error" role="alert" className="text-sm text-danger" data-testid="expense-receipt-error">
          {error}
        </p>
      ) : (
        <p id="expense-receipt-hint" className="text-xs text-ink-muted">
          {t('form.receiptHint')}
        </p>
      )}
      {preview && (
        <ImagePreview
          src={preview}
          alt={t('form.previewAlt')}
          removeLabel={t('form.removeReceipt')}
          onRemove={uploading ? undefined : onRemove}
          className="mt-1 overflow-hidden rounded-lg border border-line bg-subtle/40"
          imageClassName="max-h-56"
          testIds={{ image: 'expense-receipt-preview', remove: 'expense-receipt-remove' }}
        />
      )}
    </div>
  );
}
