import { onlineManager } from '@tanstack/react-query';
import { type ConnectivityMonitor, connectivity } from './connectivity';

/**
 * TanStack Query's idea of "online" is the connectivity monitor's (network up, server answering,
 * not simulated offline), not the browser's events alone. Queries that need the server
 * (networkMode 'online', the default) wait while offline and run when it comes back; queries that
 * read this device's copy (the till's preload, favorites, held carts, who is signed in) say
 * networkMode 'always' and run offline too. Returns the unsubscribe.
 */
export function followConnectivity(monitor: ConnectivityMonitor = connectivity()): () => void {
  let stop: (() => void) | undefined;
  onlineManager.setEventListener((setOnline) => {
    setOnline(monitor.get().online);
    stop = monitor.subscribe(() => setOnline(monitor.get().online));
    return () => stop?.();
  });
  return () => stop?.();
}
