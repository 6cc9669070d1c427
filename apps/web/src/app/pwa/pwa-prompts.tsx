import { useLocation } from 'react-router';
import { InstallCard } from './install-card';
import { UpdatePrompt } from './update-prompt';

/** Screens where a cashier is mid-sale: the install suggestion would sit over the sale sheet. */
const tillPaths = ['/pos', '/offline'];

/**
 * The app's own notices about itself: a waiting update and the install suggestion, stacked in the
 * bottom corner opposite the toasts (above the bottom bar on phones and tablets). The install card
 * waits until the user leaves the till; the header's Install button is there meanwhile.
 */
export function PwaPrompts() {
  const { pathname } = useLocation();
  const atTill = tillPaths.some((path) => pathname === path || pathname.startsWith(`${path}/`));
  return (
    <div
      className="pointer-events-none fixed start-0 bottom-0 z-[90] flex w-full max-w-[420px] flex-col gap-2 p-4 max-lg:bottom-16"
      data-testid="pwa-prompts"
    >
      <UpdatePrompt />
      {!atTill && <InstallCard />}
    </div>
  );
}
