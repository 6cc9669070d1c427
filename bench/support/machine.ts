import { loadavg } from 'node:os';

/**
 * The machine's load average over 1, 5 and 15 minutes ("14.30 13.60 11.50"): benches print it
 * beside their figures, since a loaded machine slows everything alike.
 */
export function loadAverage(): string {
  return loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
}
