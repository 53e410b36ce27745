// Outgoing e-mail through a real SMTP transport (nodemailer, SMTP_URL). The only mail the
// server sends is the password-reset link: plain text plus a small HTML part, both saying how
// long the link works and that it works once.
import escapeHtml from 'escape-html';
import nodemailer, { type Transporter } from 'nodemailer';

export type Mailer = {
  sendResetLink: (to: string, link: string, minutes: number) => Promise<void>;
};

export function createMailer({ smtpUrl, from }: { smtpUrl: string; from: string }): Mailer {
  const transport: Transporter = nodemailer.createTransport(smtpUrl);
  return {
    async sendResetLink(to, link, minutes) {
      const lasts = minutes >= 60 ? `${minutes / 60} hours` : `${minutes} minutes`;
      await transport.sendMail({
        from,
        to,
        subject: 'Reset your Hostel Meals password',
        text: [
          'Someone (we hope you) asked to reset the password of your Hostel Meals account.',
          '',
          `Choose a new password here: ${link}`,
          '',
          `The link works once, for ${lasts}. Using it signs out your other devices.`,
          'If you did not ask, ignore this e-mail: your password stays as it is.',
        ].join('\n'),
        html: [
          '<p>Someone (we hope you) asked to reset the password of your Hostel Meals account.</p>',
          `<p><a href="${escapeHtml(link)}">Choose a new password</a></p>`,
          `<p>The link works once, for ${lasts}. Using it signs out your other devices.</p>`,
          '<p>If you did not ask, ignore this e-mail: your password stays as it is.</p>',
        ].join('\n'),
      });
    },
  };
}
