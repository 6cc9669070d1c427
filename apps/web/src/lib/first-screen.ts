/**
 * Work that must not compete with the first screen for a phone's network and CPU (issue 28): the
 * service worker's precache of the whole app, the strings of the screens not open. It waits until
 * the first page has drawn and the network has then been quiet for `quietMs` (its data and parts
 * have arrived), at most `latestMs` after that, and then runs in the browser's idle time.
 *
 * Measured on the till at a phone's speed (docs/decisions/2026-11-29-first-screen-first.md): these
 * were 30-odd requests and the whole precache before the till's largest paint.
 */
type Task = () => void;

const quietMs = 800;
const latestMs = 8_000;
/** No page marks itself (a page outside the route table): the work still runs this long after load. */
const unmarkedMs = 10_000;

let drawn = false;
let released = false;
const waiting: Task[] = [];

/** Runs `task` once the first screen is drawn and settled (at once, in idle time, after that). */
export function afterFirstScreen(task: Task): void {
  if (released) whenIdle(task);
  else waiting.push(task);
}

/** Called when a page (not a layout) has committed: its data and parts are on their way. */
export function firstScreenDrawn(): void {
  if (drawn) return;
  drawn = true;
  void networkQuiet().then(release);
}

function release(): void {
  if (released) return;
  released = true;
  for (const task of waiting.splice(0)) whenIdle(task);
}

function whenIdle(task: Task): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, { timeout: 2_000 });
  else setTimeout(task, 1);
}

/** Resolves once no resource has finished for `quietMs` (or after `latestMs` whatever happens). */
function networkQuiet(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof PerformanceObserver === 'undefined') {
      setTimeout(resolve, quietMs);
      return;
    }
    let timer = setTimeout(done, quietMs);
    const latest = setTimeout(done, latestMs);
    const observer = new PerformanceObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(done, quietMs);
    });
    observer.observe({ type: 'resource' });
    function done() {
      clearTimeout(timer);
      clearTimeout(latest);
      observer.disconnect();
      resolve();
    }
  });
}

if (typeof window !== 'undefined') {
  const fallback = () => setTimeout(release, unmarkedMs);
  if (document.readyState === 'complete') fallback();
  else window.addEventListener('load', fallback, { once: true });
}
