import { InstallCard } from './install-card';
import { UpdatePrompt } from './update-prompt';

/**
 * The app's own notices about itself: a waiting update and the install suggestion, stacked in the
 * bottom corner opposite the toasts (above the bottom bar on phones and tablets).
 */
export function PwaPrompts() {
  return (
    <div
      className="pointer-events-none fixed start-0 bottom-0 z-[90] flex w-full max-w-[420px] flex-col gap-2 p-4 max-lg:bottom-16"
      data-testid="pwa-prompts"
    >
      <UpdatePrompt />
      <InstallCard />
    </div>
  );
}
