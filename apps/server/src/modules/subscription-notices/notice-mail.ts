import type { MailMessage } from '../../platform/mailer.js';

const DAY_MS = 86_400_000;

interface EndingAccount {
  email: string;
  businessName: string | null;
  plan: string;
  status: string;
  endDate: Date;
}

/** The "subscription ends soon" e-mail: when it ends, in how many days, and whom to ask. */
export function noticeMail(account: EndingAccount, now: Date): MailMessage {
  const days = Math.max(1, Math.ceil((account.endDate.getTime() - now.getTime()) / DAY_MS));
  const date = account.endDate.toISOString().slice(0, 10);
  const what = account.status === 'trial' ? 'trial' : 'subscription';
  return {
    to: account.email,
    subject: `Your Assist ${what} ends on ${date}`,
    text: [
      `Hello${account.businessName ? ` ${account.businessName}` : ''},`,
      '',
      `Your Assist ${what} (plan ${account.plan}) ends on ${date}, in ${days} day${days === 1 ? '' : 's'}.`,
      'To keep using every feature, contact the Assist team to renew it.',
    ].join('\n'),
  };
}
