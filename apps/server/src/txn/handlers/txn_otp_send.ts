import { serverMessages } from '@muster/protocol';
import { z } from 'zod';
import {
  issueOtp,
  maskDestination,
  otpLifetimeMs,
  recipientMessages,
  resolveRecipient,
} from '../../auth/otp.js';
import { otpMessage } from '../../mail/otp-message.js';
import { TxnError, type TxnHandler } from '../types.js';

export const otpClaimSchema = z.object({
  swhandle: z.string().trim().min(1).max(64),
  code: z.string().trim().min(1).max(64),
  joining_date: z.iso.date().optional(),
});

const paramsSchema = otpClaimSchema.extend({
  purpose: z.enum(['sign_up', 'recover']),
  channel: z.enum(['email', 'phone']),
  /** The interface language, which the message is written in. */
  language: z.string().max(8).default('eng'),
});

const minutes = otpLifetimeMs / 60_000;

/**
 * Sends a one-time code to the email or phone on the employee's person record, for
 * sign-up (both channels) or password recovery (email). Answers where it went, masked.
 */
export const txnOtpSend: TxnHandler = {
  name: 'txn_otp_send',
  anonymous: true,
  async run({ txn }, { db, messaging }) {
    const params = paramsSchema.safeParse(txn.params ?? {});
    if (!params.success) throw new TxnError(serverMessages.invalidFrame);
    const { purpose, channel } = params.data;
    const recipient = await resolveRecipient(db, purpose, params.data);
    const destination = channel === 'email' ? recipient.email : recipient.phone;
    if (!destination) {
      throw new TxnError(channel === 'email' ? recipientMessages.noEmail : recipientMessages.noPhone);
    }
    const code = await issueOtp(db, { employeesId: recipient.id, purpose, channel });
    const message = otpMessage(purpose, code, minutes, params.data.language);
    if (channel === 'email') await messaging.mail.send({ to: destination, ...message });
    else await messaging.phone.send({ to: destination, text: message.text });
    return { records: [JSON.stringify({ sent_to: maskDestination(destination) })] };
  },
};
