import path from 'node:path';
import { createMailer, type Mailer } from './mailer.js';
import { loggingPhoneSender, type PhoneSender } from './phone.js';

export { createMailer, type Mailer, type OutgoingMail } from './mailer.js';
export { loggingPhoneSender, type OutgoingText, type PhoneSender } from './phone.js';

/** How the server reaches people outside the app. */
export interface Messaging {
  mail: Mailer;
  phone: PhoneSender;
}

/** Mail through SMTP_URL or `.eml` files in `dataDir/mail`; texts logged to `dataDir/sms`. */
export function messagingFor(dataDir: string, env: NodeJS.ProcessEnv = process.env): Messaging {
  return {
    mail: createMailer({
      mailDir: path.join(dataDir, 'mail'),
      smtpUrl: env.SMTP_URL || undefined,
      from: env.MAIL_FROM || 'Muster <no-reply@muster.invalid>',
    }),
    phone: loggingPhoneSender(path.join(dataDir, 'sms')),
  };
}
