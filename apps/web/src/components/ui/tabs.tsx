import * as TabsPrimitive from '@radix-ui/react-tabs';
import { type ComponentProps, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';

/**
 * When the tab shown changes while the keyboard's focus is on another tab of the list (a page moved
 * to another tab after an action, or a focus fallback that ran before the navigation committed), the
 * tab shown takes the focus: focus stays where the roving tab order expects it.
 */
export function Tabs(props: ComponentProps<typeof TabsPrimitive.Root>) {
  const { i18n } = useTranslation();
  const root = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the tab shown changes.
  useLayoutEffect(() => {
    const focused = document.activeElement;
    if (!(focused instanceof HTMLElement) || focused.getAttribute('role') !== 'tab') return;
    if (!root.current?.contains(focused)) return;
    const shown = focused.closest('[role="tablist"]')?.querySelector<HTMLElement>('[role="tab"][data-state="active"]');
    if (shown && shown !== focused) shown.focus();
  }, [props.value]);
  return <TabsPrimitive.Root ref={root} dir={i18n.dir()} {...props} />;
}

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      // Each tab at least as wide as its label: a row wider than a phone (Arabic labels are longer)
      // scrolls sideways instead of cutting the last tab at the screen's edge.
      className={cn(
        'grid w-full auto-cols-[minmax(max-content,1fr)] grid-flow-col gap-1 overflow-x-auto rounded-lg bg-subtle p-1',
        className,
      )}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        'inline-flex min-h-10 items-center justify-center gap-1.5 rounded-md px-2 py-1.5 text-sm font-medium text-ink-muted',
        'transition-colors hover:text-ink focus-visible:outline-2 focus-visible:outline-brand',
        'data-[state=active]:bg-surface data-[state=active]:text-ink data-[state=active]:shadow-sm',
        'disabled:cursor-not-allowed disabled:opacity-50',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={cn('mt-4 focus-visible:outline-none', className)} {...props} />;
}
