import { WifiOff } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn';
import { useConnectivity } from '../lib/connectivity';
import { Button, type ButtonProps } from './ui/button';

// The tooltip (Radix and floating-ui, ~10 KiB brotli) is not in the sign-in page's first visit
// (issue 28's budget): an online button fetches it after it renders, so it is there when the
// network goes; the service worker precaches it. If it cannot load, the button goes without it
// (its reason is still read out and shown by NeedsNetworkNote).
type TooltipComponent = typeof import('./ui/tooltip').StandaloneTooltip;
let loadedTooltip: TooltipComponent | undefined;
let tooltipLoading: Promise<TooltipComponent | undefined> | undefined;
function loadTooltip() {
  tooltipLoading ??= import('./ui/tooltip').then(
    (m) => {
      loadedTooltip = m.StandaloneTooltip;
      return loadedTooltip;
    },
    () => {
      tooltipLoading = undefined; // a later button tries again
      return undefined;
    },
  );
  return tooltipLoading;
}

/** The tooltip component once its chunk has arrived (the button is drawn without it until then). */
function useLoadedTooltip(): TooltipComponent | undefined {
  const [tooltip, setTooltip] = useState(() => loadedTooltip);
  useEffect(() => {
    if (tooltip) return;
    let current = true;
    void loadTooltip().then((loaded) => current && loaded && setTooltip(() => loaded));
    return () => {
      current = false;
    };
  }, [tooltip]);
  return tooltip;
}

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
  const Tooltip = useLoadedTooltip();
  const blocked = offline && !props.disabled;
  // The same element online and offline (only its attributes change), so focus and a pointer on it
  // stay put when the network goes or comes back.
  const button = (
    <Button
      {...props}
      className={cn(className, blocked && 'cursor-not-allowed opacity-50')}
      aria-disabled={blocked ? 'true' : props['aria-disabled']}
      aria-describedby={blocked ? reasonId : props['aria-describedby']}
      data-offline={blocked ? 'true' : undefined}
      onClick={blocked ? (event) => event.preventDefault() : onClick}
    >
      {props.children}
      {blocked && (
        <span id={reasonId} className="sr-only">
          {message}
        </span>
      )}
    </Button>
  );
  if (!Tooltip) return button;
  return (
    <Tooltip content={message} enabled={blocked}>
      {button}
    </Tooltip>
  );
}
