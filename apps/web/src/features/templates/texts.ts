import { formatDate } from '../../lib/format-date';

/** Spec §2 "Template screen" and §8 texts, word for word. */
export const templateTexts = {
  notFoundTitle: 'Template not found',
  notFoundDescription: "The template you're looking for doesn't exist.",
  loadFailedTitle: 'Could not load this template',
  tip: 'Tip: write variables in double curly brackets, like {{name}}, and they become fields to fill in.',
  back: 'Back',
  formTab: 'Form Mode',
  blocksTab: 'Block Editor',
  editorTab: 'Editor',
  previewTab: 'Preview',
  hidePreview: 'Hide Preview',
  showPreview: 'Show Preview',
  export: 'Export',
  palette: 'Blocks',
  builder: 'Prompt Builder',
  builderEmpty: 'Drag blocks here, or use the Add buttons, to build your prompt.',
  updated: 'Prompt updated successfully',
  updateFailed: 'Failed to update prompt',
  copied: { title: 'Copied to clipboard', description: 'The generated prompt text is ready to use!' },
  copyFailed: { title: 'Copy failed', description: 'Please try selecting and copying manually.' },
  emptyPreview: 'Add blocks to see the prompt they make.',
} as const;

export function createdLabel(iso: string): string {
  return `Created ${formatDate(iso)}`;
}

export function updatedLabel(iso: string): string {
  return `Updated ${formatDate(iso)}`;
}
