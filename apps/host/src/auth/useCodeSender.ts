import { TxnFailure } from '@muster/folder-engine';
import { otpSendTxn } from '@muster/protocol';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApp } from '../session/app-context';

export type SenderState = 'idle' | 'sending' | 'sent';

export interface CodeRequest {
  purpose: 'sign_up' | 'recover';
  channel: 'email' | 'phone';
  swhandle: string;
  code: string;
  joining_date?: string;
}

/**
 * Asks the server to send a one-time code; goes idle, sending, sent (spec 000 §2).
 * Answers where the code went, or throws the server's refusal.
 */
export function useCodeSender() {
  const { client } = useApp();
  const { i18n } = useTranslation();
  const [state, setState] = useState<SenderState>('idle');
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function send(request: CodeRequest): Promise<void> {
    setState('sending');
    try {
      // The server writes the message in the interface language.
      const result = await client.call(otpSendTxn, { ...request, language: i18n.language });
      setSentTo(result.records[0]?.sent_to ?? null);
      setState('sent');
    } catch (error) {
      setState((previous) => (previous === 'sending' && sentTo ? 'sent' : 'idle'));
      throw error instanceof TxnFailure
        ? error
        : new TxnFailure('Something went wrong on the server', otpSendTxn.name);
    }
  }

  return { state, sentTo, send };
}
