import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Spec part 1 §9: tooltip delay 700 ms, skip delay 300 ms. */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <TooltipPrimitive.Provider delayDuration={700} skipDelayDuration={300}>
      {children}
    </TooltipPrimitive.Provider>
  );
}

/** The trigger (the child itself) and the bubble beside it, towards the reading end side. */
function TriggerAndBubble({ content, children }: { content: ReactNode; children: ReactNode }) {
  const { i18n } = useTranslation();
  return (
    <>
      <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
      <TooltipPrimitive.Portal>
        <TooltipPrimitive.Content
          side={i18n.dir() === 'rtl' ? 'left' : 'right'}
          sideOffset={8}
          className="z-50 rounded-md bg-ink px-2.5 py-1.5 text-xs font-medium text-white shadow-md"
        >
          {content}
        </TooltipPrimitive.Content>
      </TooltipPrimitive.Portal>
    </>
  );
}

/** Shows `content` beside the child on hover or keyboard focus. */
export function Tooltip({
  content,
  children,
  enabled = true,
}: {
  content: ReactNode;
  children: ReactNode;
  enabled?: boolean;
}) {
  if (!enabled) return <>{children}</>;
  return (
    <TooltipPrimitive.Root>
      <TriggerAndBubble content={content}>{children}</TriggerAndBubble>
    </TooltipPrimitive.Root>
  );
}

/**
 * A tooltip that needs no `TooltipProvider` above it (the sign-in page has none: see online-only.tsx).
 * `enabled` switches it without changing the tree, so the child stays the same element (and keeps
 * focus) when the tooltip comes and goes.
 */
export function StandaloneTooltip({
  content,
  children,
  enabled,
}: {
  content: ReactNode;
  children: ReactNode;
  enabled: boolean;
}) {
  const [open, setOpen] = useState(false);
  return (
    <TooltipProvider>
      <TooltipPrimitive.Root open={enabled && open} onOpenChange={setOpen}>
        <TriggerAndBubble content={content}>{children}</TriggerAndBubble>
      </TooltipPrimitive.Root>
    </TooltipProvider>
  );
}
