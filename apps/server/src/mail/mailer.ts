import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from '../logger.js';
import { makePrivateDir, makePrivateDirWithFiles, writePrivateFile } from '../private-paths.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * SMTP when SMTP_URL is set; otherwise the outbox: each message saved as DATA_DIR/mail/<time>-<to>.eml.
 * The log names the recipient, subject and file, never the text: messages carry sign-in and reset links,
 * so the outbox is the server user's alone (folder 0700, files 0600), an existing one narrowed at start.
 */
export function createMailer(options: { smtpUrl?: string; from: string; dataDir: string; log: Logger }): Mailer {
  const { smtpUrl, from, dataDir, log } = options;
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from, ...message });
        log.info('mail sent', { to: message.to, subject: message.subject });
      },
    };
  }
  const outbox = path.join(dataDir, 'mail');
  makePrivateDirWithFiles(outbox);
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      makePrivateDir(outbox);
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const safeTo = message.to.replace(/[^a-zA-Z0-9@._+-]/g, '_');
      const file = path.join(outbox, `${stamp}-${safeTo}.eml`);
      writePrivateFile(file, info.message as Buffer);
      log.info('mail saved to the outbox (no SMTP_URL set)', { to: message.to, subject: message.subject, file });
    },
  };
}

/**
 * Sends without keeping the request waiting. Used where the answer must not depend on whether an account
 * exists: a request that waited for the mail server would take seconds longer for a real address.
 */
export function sendInBackground(mailer: Mailer, message: MailMessage, log: Logger): void {
  mailer.send(message).catch((error: unknown) => log.error('mail could not be sent', { to: message.to, subject: message.subject, error }));
}
