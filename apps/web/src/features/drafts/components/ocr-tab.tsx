import type { OcrReceiptResponse } from '@assist/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/use-toast';
import { useScanReceipt } from '../drafts-api';
import { inventoryErrorText } from '../../inventory/error-text';
import { isImageFile } from '../picked-files';
import { OcrImagePicker } from './ocr-image-picker';
import { OcrReview } from './ocr-review';

/**
 * The receipt scanner (spec part 2 §4 OCR flow): no image, an image picked (preview), processed
 * (the products read, editable), then saved or kept as a draft; everything then starts over.
 */
export function OcrTab() {
  const { t } = useTranslation('inventory');
  const scan = useScanReceipt();
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<OcrReceiptResponse | null>(null);
  // A new scan remounts the review, so its rows start from what was read.
  const [scanCount, setScanCount] = useState(0);

  const pick = (picked: File | undefined) => {
    if (!picked) return;
    if (!isImageFile(picked)) {
      toast({
        title: t('toast.invalidFileType'),
        description: t('errors:codes.image_file_required'),
        variant: 'destructive',
      });
      return;
    }
    setFile(picked);
    setResult(null);
  };

  const process = () => {
    if (!file) {
      toast({
        title: t('toast.noImageSelected'),
        description: t('errors:codes.image_file_required'),
        variant: 'destructive',
      });
      return;
    }
    scan.mutate(file, {
      onSuccess: (answer) => {
        setResult(answer);
        setScanCount((n) => n + 1);
      },
      onError: (error) =>
        toast({
          title: t('toast.ocrFailed'),
          description: inventoryErrorText(error, t, t('toast.receiptUnreadable')),
          variant: 'destructive',
        }),
    });
  };

  const reset = () => {
    setFile(null);
    setResult(null);
    scan.reset();
  };

  return (
    <div className="flex flex-col gap-4" data-testid="ocr-tab">
      <OcrImagePicker file={file} onPick={pick} onProcess={process} onClear={reset} processing={scan.isPending} />
      {result && <OcrReview key={scanCount} result={result} onDone={reset} />}
    </div>
  );
}
