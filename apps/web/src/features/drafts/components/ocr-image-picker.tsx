import { Camera, ImagePlus, ScanText } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImagePreview } from '../../../components/image-preview';
import { buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useBreakpoint } from '../../../lib/use-breakpoint';
import { fileSizeText } from '../picked-files';
import { NeedsNetworkNote, OnlineOnlyButton } from '../../../components/online-only';

interface OcrImagePickerProps {
  file: File | null;
  onPick: (file: File | undefined) => void;
  onProcess: () => void;
  onClear: () => void;
  processing: boolean;
}

/** A preview URL for the picked image, released when the image changes or the tab closes. */
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

/** Pick a receipt photo (or take one with the phone's back camera), preview it, process it. */
export function OcrImagePicker({ file, onPick, onProcess, onClear, processing }: OcrImagePickerProps) {
  const { t } = useTranslation('inventory');
  const isPhone = useBreakpoint() === 'mobile';
  const preview = usePreviewUrl(file);
  const picked = (input: HTMLInputElement) => {
    onPick(input.files?.[0]);
    // The same photo can be picked again after a reset.
    input.value = '';
  };

  return (
    <Card className="flex flex-col gap-4 p-4 sm:p-6">
      <div>
        <h2 className="font-semibold">{t('ocr.title')}</h2>
        <p className="max-w-2xl text-sm text-ink-muted">{t('ocr.description')}</p>
      </div>
      <div className="flex flex-col gap-4 md:flex-row md:items-start">
        <div className="flex flex-col gap-2 md:w-72">
          <label
            className={buttonClass('outline', 'md', 'cursor-pointer focus-within:outline-2 focus-within:outline-brand')}
          >
            <ImagePlus className="size-4" aria-hidden="true" />
            {t('ocr.choose')}
            <input
              type="file"
              accept="image/*"
              className="sr-only"
              onChange={(event) => picked(event.currentTarget)}
              data-testid="ocr-file-input"
            />
          </label>
          {isPhone && (
            <label
              className={buttonClass(
                'outline',
                'md',
                'cursor-pointer focus-within:outline-2 focus-within:outline-brand',
              )}
            >
              <Camera className="size-4" aria-hidden="true" />
              {t('ocr.takePhoto')}
              <input
                type="file"
                accept="image/*"
                capture="environment"
                className="sr-only"
                onChange={(event) => picked(event.currentTarget)}
                data-testid="ocr-camera-input"
              />
            </label>
          )}
          <NeedsNetworkNote />
          <OnlineOnlyButton onClick={onProcess} loading={processing} data-testid="ocr-process">
            {!processing && <ScanText className="size-4" aria-hidden="true" />}
            {processing ? t('ocr.processing') : t('ocr.process')}
          </OnlineOnlyButton>
          {file && (
            <p className="text-xs text-ink-muted break-all" data-testid="ocr-file-info">
              {file.name} · {fileSizeText(file.size)}
            </p>
          )}
        </div>
        <div className="flex min-h-48 flex-1 items-center justify-center overflow-hidden rounded-xl border border-dashed border-line bg-subtle/40">
          {preview ? (
            <ImagePreview
              src={preview}
              alt={t('ocr.previewAlt')}
              removeLabel={t('ocr.clear')}
              onRemove={processing ? undefined : onClear}
              className="w-full"
              imageClassName="max-h-96"
              testIds={{ image: 'ocr-preview', remove: 'ocr-clear' }}
            />
          ) : (
            <p className="p-6 text-center text-sm text-ink-muted">{t('ocr.noImage')}</p>
          )}
        </div>
      </div>
    </Card>
  );
}
