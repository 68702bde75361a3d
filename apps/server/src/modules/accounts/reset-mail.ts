import type { Mail } from '../../lib/mailer.js';

/** The password-reset mail: plain text, so every client shows the link as typed. */
export function resetMail(opts: {
  to: string;
  name: string;
  link: string;
  shopName: string;
  validMinutes: number;
}): Mail {
  return {
    to: opts.to,
    subject: `${opts.shopName}: reset your password`,
    text: [
      `Hello ${opts.name},`,
      '',
      `Someone asked to reset the password of your ${opts.shopName} account.`,
      `Open this link within ${opts.validMinutes} minutes to choose a new password:`,
      '',
      opts.link,
      '',
      'If it was not you, ignore this mail: your password stays as it is.',
      '',
    ].join('\n'),
  };
}
