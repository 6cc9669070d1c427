import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { App } from '../../app.js';

let address = 0;
/** A new client address per request, so per-address rate limits never answer 429 to the suite. */
function nextAddress(): string {
  address += 1;
  return `10.77.${Math.floor(address / 250) % 250}.${(address % 250) + 1}`;
}

/** Sends requests as one caller: a session cookie (or none, anonymous). */
export class FuzzCaller {
  constructor(
    private readonly app: App,
    public cookie = '',
  ) {}

  send(options: InjectOptions): Promise<LightMyRequestResponse> {
    return this.app.inject({
      ...options,
      remoteAddress: nextAddress(),
      headers: { ...options.headers, ...(this.cookie ? { cookie: this.cookie } : {}) },
    });
  }
}
