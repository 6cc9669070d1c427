/**
 * Lets the page's thread take other work (input, paint, a scan) before going on: long jobs on the
 * till's loading path (the preload's parse, the catalogue's build) run in slices with this between
 * them, so no single task holds the page for long (issue 18: no task over 200 ms).
 * `scheduler.yield()` where the browser has it (it resumes ahead of other tasks), else a message
 * (not setTimeout, which browsers slow to 4 ms and more after a few nested calls).
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  if (typeof MessageChannel === 'undefined') return new Promise((resolve) => setTimeout(resolve, 0));
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
