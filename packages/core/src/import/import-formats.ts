/**
 * The formats an import recognises and what a person calls each, apart from the row schemas so the web app's
 * import button can name them without loading zod (docs/decisions/0021-offline-app.md, "Bundle size").
 */
export const importFormats = ['promptnest-json', 'promptnest-csv', 'markdown', 'open-webui', 'prompts-chat', 'langfuse'] as const;
export type ImportFormat = (typeof importFormats)[number];

/** What a person calls each format, for the preview. */
export const importFormatNames: Record<ImportFormat, string> = {
  'promptnest-json': 'PromptNest JSON',
  'promptnest-csv': 'PromptNest CSV',
  markdown: 'Markdown',
  'open-webui': 'Open WebUI',
  'prompts-chat': 'prompts.chat CSV',
  langfuse: 'Langfuse',
};
