import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../logger.js';
import { createMailer } from './mailer.js';
import { passwordResetMail } from './messages.js';

describe('the outbox (no SMTP_URL)', () => {
  it('saves each message as DATA_DIR/mail/<time>-<to>.eml', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'promptnest-mail-'));
    const mailer = createMailer({ from: 'PromptNest <no-reply@example.com>', dataDir, log: createLogger('silent') });
    await mailer.send(passwordResetMail('ada@example.com', 'http://localhost:3000/auth?type=recovery&token=abc'));
    const files = readdirSync(path.join(dataDir, 'mail'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{4}-\d{2}-\d{2}T[\d-]+Z-ada@example\.com\.eml$/);
    const raw = readFileSync(path.join(dataDir, 'mail', files[0] ?? ''), 'utf8');
    const eml = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    expect(eml).toContain('To: ada@example.com');
    expect(eml).toContain('Subject: Reset your PromptNest password');
    expect(eml).toContain('http://localhost:3000/auth?type=recovery&token=abc');
  });

  it('logs that a message went to the outbox, never its text or links', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'promptnest-mail-'));
    const lines: string[] = [];
    const log = { ...createLogger('silent'), info: (msg: string, fields?: Record<string, unknown>) => lines.push(JSON.stringify({ msg, ...fields })) };
    const mailer = createMailer({ from: 'PromptNest <no-reply@example.com>', dataDir, log: { ...log, child: () => log } });
    await mailer.send(passwordResetMail('ada@example.com', 'http://localhost:3000/auth?type=recovery&token=secret-token-123'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('ada@example.com');
    expect(lines[0]).toContain('Reset your PromptNest password');
    expect(lines[0]).not.toContain('secret-token-123');
  });
});
