import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** Files sent with the mail (a payslip's PDF). */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

export interface MailerOptions {
  /** Where `.eml` files go when no SMTP server is configured. */
  mailDir: string;
  /** `smtp://user:pass@host:port` or `smtps://…`; absent means the file transport. */
  smtpUrl?: string | undefined;
  from: string;
}

/** nodemailer's transport, loaded on the first mail rather than at every server start (issue #35 item 3). */
function lazyTransport(options: string | Record<string, unknown>): () => Promise<Transporter> {
  let transport: Promise<Transporter> | null = null;
  return () => {
    transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(options));
    return transport;
  };
}

/**
 * Sends through SMTP when configured; otherwise writes each message as an `.eml` file,
 * so a fresh checkout works without a mail server and tests can read what was sent.
 */
export function createMailer({ mailDir, smtpUrl, from }: MailerOptions): Mailer {
  if (smtpUrl) {
    const transport = lazyTransport(smtpUrl);
    return {
      async send(mail) {
        await (await transport()).sendMail({ from, ...mail });
      },
    };
  }
  const transport = lazyTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await (await transport()).sendMail({ from, ...mail });
      await fs.mkdir(mailDir, { recursive: true });
      // Time first, so a directory listing sorts oldest to newest.
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`;
      await fs.writeFile(path.join(mailDir, name), info.message as Buffer);
    },
  };
}
