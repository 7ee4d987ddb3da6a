import { otpSendTxn } from '@muster/protocol';
import {
  issueOtp,
  maskDestination,
  otpLifetimeMs,
  recipientMessages,
  resolveRecipient,
} from '../../engine/auth/otp.js';
import { otpMessage } from '../../platform/mail/otp-message.js';
import { TxnError } from '../../platform/refusal.js';
import { handleTxn } from '../types.js';

const minutes = otpLifetimeMs / 60_000;

/**
 * Sends a one-time code to the email or phone on the employee's person record, for
 * sign-up (both channels) or password recovery (email). Answers where it went, masked.
 */
export const txnOtpSend = handleTxn(otpSendTxn, async ({ params }, { db, messaging }) => {
  const { purpose, channel } = params;
  const recipient = await resolveRecipient(db, purpose, params);
  const destination = channel === 'email' ? recipient.email : recipient.phone;
  if (!destination) {
    throw new TxnError(channel === 'email' ? recipientMessages.noEmail : recipientMessages.noPhone);
  }
  const code = await issueOtp(db, { employeesId: recipient.id, purpose, channel });
  const message = otpMessage(purpose, code, minutes, params.language);
  if (channel === 'email') await messaging.mail.send({ to: destination, ...message });
  else await messaging.phone.send({ to: destination, text: message.text });
  return { records: [JSON.stringify({ sent_to: maskDestination(destination) })] };
});
