import type { HTMLAttributes, TdHTMLAttributes, ThHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

/** Cell alignment on the reading axis (start = left in English, right in Arabic). */
type Align = 'start' | 'end';
const alignClass: Record<Align, string> = { start: 'text-start', end: 'text-end' };

/** A data table that scrolls sideways inside its box on narrow screens instead of squeezing. */
export function Table({ className, ...props }: HTMLAttributes<HTMLTableElement>) {
  return (
    <div className="w-full overflow-x-auto">
      <table className={cn('w-full min-w-[40rem] border-collapse text-sm', className)} {...props} />
    </div>
  );
}

export function TableHead(props: HTMLAttributes<HTMLTableSectionElement>) {
  return <thead {...props} />;
}

export function TableBody({ className, ...props }: HTMLAttributes<HTMLTableSectionElement>) {
  return <tbody className={cn('divide-y divide-line', className)} {...props} />;
}

export function TableRow({ className, ...props }: HTMLAttributes<HTMLTableRowElement>) {
  return <tr className={cn('align-middle', className)} {...props} />;
}

export function Th({
  className,
  align = 'start',
  ...props
}: Omit<ThHTMLAttributes<HTMLTableCellElement>, 'align'> & { align?: Align }) {
  return (
    <th
      scope="col"
      className={cn(
        'border-b border-line px-3 py-2.5 text-xs font-semibold uppercase tracking-wide text-ink-muted',
        alignClass[align],
        className,
      )}
      {...props}
    />
  );
}

export function Td({
  className,
  align = 'start',
  ...props
}: Omit<TdHTMLAttributes<HTMLTableCellElement>, 'align'> & { align?: Align }) {
  return <td className={cn('px-3 py-3', alignClass[align], className)} {...props} />;
}
