import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Spec part 1 §9: tooltip delay 700 ms, skip delay 300 ms. */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <TooltipPrimitive.Provider delayDuration={700} skipDelayDuration={300}>
      {children}
    </TooltipPrimitive.Provider>
  );
}

/** Shows `content` beside the child on hover or keyboard focus (towards the reading end side). */
export function Tooltip({
  content,
  children,
  enabled = true,
}: {
  content: ReactNode;
  children: ReactNode;
  enabled?: boolean;
}) {
  const { i18n } = useTranslation();
  if (!enabled) return <>{children}</>;
  return (
    <TooltipPrimitive.Root>
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
    </TooltipPrimitive.Root>
  );
}

/** A tooltip that needs no `TooltipProvider` above it (the sign-in page has none: see online-only.tsx). */
export function StandaloneTooltip(props: { content: ReactNode; children: ReactNode }) {
  return (
    <TooltipProvider>
      <Tooltip {...props} />
    </TooltipProvider>
  );
}
