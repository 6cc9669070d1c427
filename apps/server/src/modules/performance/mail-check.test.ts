import { once } from 'node:events';
import { type AddressInfo, type Server, createServer } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { checkMailTransport } from './delivery-checks.js';
import { timedCheck } from './timed-check.js';

/** The smallest SMTP server nodemailer's verify() talks to: a greeting, EHLO and QUIT. */
async function fakeSmtp(): Promise<Server> {
  const server = createServer((socket) => {
    socket.write('220 fake.smtp ESMTP\r\n');
    socket.on('data', (chunk) => {
      for (const line of chunk.toString().split('\r\n').filter(Boolean)) {
        if (/^(EHLO|HELO)/i.test(line)) socket.write('250-fake.smtp\r\n250 OK\r\n');
        else if (/^QUIT/i.test(line)) socket.end('221 Bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return server;
}

let server: Server | undefined;
afterEach(() => {
  server?.close();
  server = undefined;
});

const mail = (smtpUrl: string) => ({ smtpUrl, from: 'Assist <no-reply@assist.local>', outboxDir: '/tmp/unused' });

describe('the mail transport check', () => {
  it('passes when the SMTP server of SMTP_URL answers', async () => {
    server = await fakeSmtp();
    const { port } = server.address() as AddressInfo;
    expect(await checkMailTransport(mail(`smtp://127.0.0.1:${port}`))).toEqual({
      status: 'ok',
      detail: 'SMTP server accepted the connection',
    });
  });

  it('fails with the reason when nothing listens at SMTP_URL', async () => {
    server = await fakeSmtp();
    const { port } = server.address() as AddressInfo;
    server.close();
    await once(server, 'close');
    const check = await timedCheck('mailTransport', () => checkMailTransport(mail(`smtp://127.0.0.1:${port}`)));
    expect(check.status).toBe('fail');
    expect(check.detail).toMatch(/ECONNREFUSED/);
  });
});
