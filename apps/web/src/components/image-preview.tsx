import { X } from 'lucide-react';
import { cn } from '../lib/cn';
import { Button } from './ui/button';

/**
 * A picked photo shown before it is sent (an expense receipt, a receipt to read), with a button in
 * its corner that takes it away; no button while `onRemove` is absent (an upload under way).
 */
export function ImagePreview({
  src,
  alt,
  removeLabel,
  onRemove,
  className,
  imageClassName,
  testIds,
}: {
  src: string;
  alt: string;
  removeLabel: string;
  onRemove?: () => void;
  className?: string;
  /** The image's size limits, e.g. 'max-h-56'. */
  imageClassName?: string;
  testIds: { image: string; remove: string };
}) {
  return (
    <div className={cn('relative', className)}>
      <img
        src={src}
        alt={alt}
        className={cn('mx-auto w-auto object-contain', imageClassName)}
        data-testid={testIds.image}
      />
      {onRemove && (
        <Button
          variant="outline"
          size="sm"
          className="absolute end-2 top-2"
          onClick={onRemove}
          aria-label={removeLabel}
          title={removeLabel}
          data-testid={testIds.remove}
        >
          <X className="size-4" aria-hidden="true" />
        </Button>
      )}
    </div>
  );
}
