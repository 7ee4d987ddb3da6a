import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

export interface OutgoingText {
  to: string;
  text: string;
}

/** Sends text messages to phones; deployments plug in a gateway behind this. */
export interface PhoneSender {
  send(message: OutgoingText): Promise<void>;
}

/**
 * The default sender has no gateway: it logs each message and writes it as a JSON file
 * under `smsDir`, where an operator (or a test) can read the code.
 */
export function loggingPhoneSender(smsDir: string): PhoneSender {
  return {
    async send(message) {
      console.log(`text message to ${message.to}: ${message.text}`);
      await fs.mkdir(smsDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.json`;
      await fs.writeFile(path.join(smsDir, name), JSON.stringify(message));
    },
  };
}
