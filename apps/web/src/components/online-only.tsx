import { WifiOff } from 'lucide-react';
import { type ReactNode, Suspense, lazy, useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn';
import { useConnectivity } from '../lib/connectivity';
import { Button, type ButtonProps } from './ui/button';

// The tooltip (Radix and floating-ui, ~10 KiB brotli) is not in the sign-in page's first visit
// (issue 28's budget): an online button fetches it after it renders, so it is there when the
// network goes; the service worker precaches it. If it cannot load, the button goes without it
// (its reason is still read out and shown by NeedsNetworkNote).
const loadTooltip = () =>
  import('./ui/tooltip').then(
    (m) => ({ default: m.StandaloneTooltip }),
    () => ({ default: ({ children }: { children: ReactNode }) => <>{children}</> }),
  );
const Tooltip = lazy(loadTooltip);

/**
 * For what only the server can do (spec part 1 §2 Offline page, "Needs internet": adding products,
 * suppliers, returns, dashboard, sign-in; also team, settings, drafts, CSV and receipt scans).
 * Offline (no network, server gone, or "simulate offline"), such actions are disabled and say
 * "You are offline. This needs an internet connection." instead of failing with an error.
 */
export function useNeedsNetwork(): { offline: boolean; message: string } {
  const { t } = useTranslation('pwa');
  const { online } = useConnectivity();
  return { offline: !online, message: t('network.needed') };
}

/** A line that says the action needs the internet; renders nothing while online. */
export function NeedsNetworkNote({ className, id }: { className?: string; id?: string }) {
  const { offline, message } = useNeedsNetwork();
  if (!offline) return null;
  return (
    <output
      id={id}
      className={cn(
        'flex items-start gap-2 rounded-lg border border-warning/40 bg-warning-soft px-3 py-2 text-sm text-ink',
        className,
      )}
      data-testid="needs-network"
    >
      <WifiOff className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden="true" />
      <span>{message}</span>
    </output>
  );
}

/**
 * A button (usually a form's submit) that does nothing offline: marked disabled (aria-disabled,
 * so it keeps focus and its tooltip), the click (and a form's Enter-key submit, which clicks the
 * submit button) cancelled, and the reason shown as a tooltip and read as its description. Pair
 * it with `NeedsNetworkNote` so phones, which have no hover, show the reason too.
 */
export function OnlineOnlyButton({ className, onClick, ...props }: ButtonProps) {
  const { offline, message } = useNeedsNetwork();
  const reasonId = useId();
  useEffect(() => void loadTooltip(), []);
  if (!offline || props.disabled) return <Button className={className} onClick={onClick} {...props} />;
  const button = (
    <Button
      {...props}
      className={cn(className, 'cursor-not-allowed opacity-50')}
      aria-disabled="true"
      aria-describedby={reasonId}
      data-offline="true"
      onClick={(event) => event.preventDefault()}
    >
      {props.children}
      <span id={reasonId} className="sr-only">
        {message}
      </span>
    </Button>
  );
  return (
    <Suspense fallback={button}>
      <Tooltip content={message}>{button}</Tooltip>
    </Suspense>
  );
}
