/** The e-mails PromptNest sends. Plain text first; the HTML is the same words with a button. */
import type { MailMessage } from './mailer.js';

function layout(heading: string, paragraphs: string[], action?: { label: string; url: string }): string {
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${esc(p)}</p>`).join('');
  const button = action
    ? `<p style="margin:24px 0"><a href="${esc(action.url)}" style="background:#4f46e5;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${esc(action.label)}</a></p><p style="margin:0 0 16px;color:#555;font-size:13px">Or open this link: ${esc(action.url)}</p>`
    : '';
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2937;max-width:560px;margin:0 auto;padding:24px"><h1 style="font-size:20px">${esc(heading)}</h1>${body}${button}<p style="color:#6b7280;font-size:12px">PromptNest</p></body></html>`;
}

export function passwordResetMail(to: string, url: string): MailMessage {
  const lines = ['Someone asked to reset the password of your PromptNest account.', 'If it was you, choose a new password with the link below. The link works for one hour.', 'If it was not you, ignore this e-mail: your password stays as it is.'];
  return { to, subject: 'Reset your PromptNest password', text: `${lines.join('\n\n')}\n\n${url}\n`, html: layout('Reset your password', lines, { label: 'Choose a new password', url }) };
}

export function confirmEmailMail(to: string, url: string): MailMessage {
  const lines = ['Welcome to PromptNest! Please confirm your e-mail address with the link below.', 'New accounts are reviewed by an administrator; we will write again when yours is approved.'];
  return { to, subject: 'Confirm your PromptNest account', text: `${lines.join('\n\n')}\n\n${url}\n`, html: layout('Confirm your account', lines, { label: 'Confirm my e-mail', url }) };
}

export function existingAccountMail(to: string, url: string): MailMessage {
  const lines = [
    'Someone tried to create a PromptNest account with this e-mail address, which already has one.',
    'If it was you, sign in with the link below; if you forgot your password, choose "Forgot your password" there.',
    'If it was not you, ignore this e-mail: nothing was changed.',
  ];
  return { to, subject: 'You already have a PromptNest account', text: `${lines.join('\n\n')}\n\n${url}\n`, html: layout('You already have an account', lines, { label: 'Sign in to PromptNest', url }) };
}

export function accountApprovedMail(to: string, url: string): MailMessage {
  const lines = ['Good news: your PromptNest account was approved.', 'You can now sign in and start building your prompt library.'];
  return { to, subject: 'Your PromptNest account was approved', text: `${lines.join('\n\n')}\n\n${url}\n`, html: layout('Your account was approved', lines, { label: 'Open PromptNest', url }) };
}

export function accountDeletionMail(to: string, url: string, minutes: number): MailMessage {
  const lines = [
    'You asked to delete your PromptNest account.',
    `Open the link below to confirm. It works for ${minutes} minutes and only once.`,
    'Deleting removes all of your prompts and templates, your profile and your subscription. It cannot be undone.',
    'If you did not ask for this, ignore this e-mail: your account stays as it is.',
  ];
  return { to, subject: 'Confirm your PromptNest account deletion', text: `${lines.join('\n\n')}\n\n${url}\n`, html: layout('Confirm your account deletion', lines, { label: 'Review and delete my account', url }) };
}
