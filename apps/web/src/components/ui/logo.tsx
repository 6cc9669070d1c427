import { cn } from '../../lib/cn';

/** The Assist mark (same drawing as the favicon). */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" className={cn('size-9 shrink-0', className)}>
      <rect width="64" height="64" rx="14" fill="var(--color-brand)" />
      <path d="M32 14 47 50h-7.5l-3-7.6h-9l-3 7.6H17L32 14Zm0 12.6-2.9 9.3h5.8L32 26.6Z" fill="#fff" />
    </svg>
  );
}
