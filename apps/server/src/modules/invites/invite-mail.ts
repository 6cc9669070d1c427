import { inviteValidDays } from '@assist/domain';
import type { MailMessage } from '../../platform/mailer.js';

/** The invitation e-mail: the link on a line of its own (the e2e journey reads it from the outbox). */
export function inviteMail(to: string, link: string, expiresAt: Date): MailMessage {
  return {
    to,
    subject: 'You are invited to Assist',
    text: [
      'Your business has been added to Assist.',
      'Open this link to choose your password and finish setting up your business:',
      '',
      link,
      '',
      `The link works once and for ${inviteValidDays} days (until ${expiresAt.toISOString().slice(0, 10)}).`,
      'If you did not expect this invitation, ignore this message.',
    ].join('\n'),
  };
}
