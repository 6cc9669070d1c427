import { type LatencyPercentiles, quantile } from '@assist/domain';

/**
 * A fixed-size uniform sample of latencies (Vitter's algorithm R): memory stays `size` numbers
 * however many requests are served, and every request so far has the same chance to be in it.
 */
export class LatencyReservoir {
  private readonly samples: number[] = [];
  private seen = 0;

  constructor(
    private readonly size = 1024,
    private readonly random: () => number = Math.random,
  ) {}

  add(ms: number): void {
    this.seen += 1;
    if (this.samples.length < this.size) {
      this.samples.push(ms);
      return;
    }
    const slot = Math.floor(this.random() * this.seen);
    if (slot < this.size) this.samples[slot] = ms;
  }

  get kept(): number {
    return this.samples.length;
  }

  percentiles(): LatencyPercentiles {
    if (this.samples.length === 0) return { p50: null, p95: null, p99: null };
    const sorted = [...this.samples].sort((a, b) => a - b);
    const round = (ms: number) => Math.round(ms * 100) / 100;
    return {
      p50: round(quantile(sorted, 0.5)),
      p95: round(quantile(sorted, 0.95)),
      p99: round(quantile(sorted, 0.99)),
    };
  }
}
