import { billingMessages } from '@promptnest/core';

/** Spec §8 "Subscription and account errors" and "Success messages", word for word (and ours where it is silent). */
export const accountToasts = {
  adminCannotDelete: { title: billingMessages.adminCannotDeleteTitle, description: billingMessages.adminCannotDelete },
  deleteFailed: { title: 'Error', description: billingMessages.deleteFailed },
  accountDeleted: billingMessages.accountDeleted,
  deletionLinkSent: 'Confirmation link sent',
  openingPortal: 'Opening Manage Subscription...',
  exportSuccessful: 'Export successful',
  exportFailed: { title: billingMessages.exportFailedTitle, description: billingMessages.exportFailed },
  statusRefreshed: 'Subscription status refreshed',
  refreshFailed: { title: 'Error', description: 'Could not refresh the subscription status. Please try again.' },
} as const;

const fileKinds = { csv: 'CSV file', json: 'JSON file', markdown: 'Markdown files (.zip)' } as const;

/** 'Exported 3 prompts to CSV file.' (spec §8); the same words for the JSON and Markdown exports. */
export function exportedDescription(count: number, kind: keyof typeof fileKinds = 'csv'): string {
  return `Exported ${count} ${count === 1 ? 'prompt' : 'prompts'} to ${fileKinds[kind]}.`;
}
