import { access, mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { CheckOutcome } from './timed-check.js';

/** With SMTP_URL, the SMTP server accepts a connection and the login; without, the outbox is writable. */
export async function checkMailTransport(mail: Config['mail']): Promise<CheckOutcome> {
  if (mail.smtpUrl) {
    const nodemailer = await import('nodemailer');
    // Bounded like the check itself, so a silent server does not hold a socket for minutes.
    const timeouts = { connectionTimeout: 5_000, greetingTimeout: 5_000, socketTimeout: 5_000 };
    const transport = nodemailer.default.createTransport({ url: mail.smtpUrl, ...timeouts });
    try {
      await transport.verify();
    } finally {
      transport.close();
    }
    return { status: 'ok', detail: 'SMTP server accepted the connection' };
  }
  await mkdir(mail.outboxDir, { recursive: true });
  const probe = path.join(mail.outboxDir, `.probe-${process.pid}-${Date.now()}`);
  await writeFile(probe, 'probe');
  await rm(probe);
  return { status: 'warn', detail: `No SMTP_URL: e-mails are written to ${mail.outboxDir} (writable), not sent` };
}

/** The precache URLs a Workbox service worker lists (`url:"assets/x.js"`). */
export function precacheUrls(serviceWorker: string): string[] {
  return [...serviceWorker.matchAll(/url:\s*"([^"]+)"/g)].map((match) => match[1] ?? '');
}

/**
 * The service worker is served at /sw.js, and every file of its precache list (the offline bundle)
 * is in the web build this server serves. Without a build (the dev server) it says so.
 */
export async function checkOfflineBundle(app: FastifyInstance, webDist: string | undefined): Promise<CheckOutcome> {
  if (!webDist) return { status: 'warn', detail: 'Not built: this server does not serve the web app (WEB_DIST)' };
  const response = await app.inject({ method: 'GET', url: '/sw.js' });
  if (response.statusCode !== 200) {
    return { status: 'warn', detail: `Not built: /sw.js answers ${response.statusCode} (run npm run build)` };
  }
  const urls = precacheUrls(response.body);
  if (urls.length === 0) return { status: 'fail', detail: '/sw.js lists no precached files' };
  const missing: string[] = [];
  await Promise.all(
    urls.map((url) =>
      access(path.join(webDist, url.split('?')[0] ?? url)).catch(() => {
        missing.push(url);
      }),
    ),
  );
  if (missing.length > 0) {
    return { status: 'fail', detail: `${missing.length} of ${urls.length} precached files missing: ${missing[0]}` };
  }
  return { status: 'ok', detail: `/sw.js served, ${urls.length} precached files present` };
}
