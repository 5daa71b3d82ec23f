/* Plain constants, without zod: errors.ts reads the messages, and the landing page must not load zod. */

/** The most a file may weigh, and the most prompts it may hold (docs/decisions/0017-import-and-export.md). */
export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;
export const MAX_IMPORT_PROMPTS = 10_000;
/** A Markdown file's front matter is a few fields; more than this is refused before the YAML parser runs. */
export const MAX_FRONT_MATTER_BYTES = 64 * 1024;

export const importFileMessages = {
  tooLarge: 'This file is larger than 10 MB. Split it into smaller files and import each one.',
  tooMany: 'This file holds more than 10,000 prompts. Split it into smaller files and import each one.',
  unknown: 'PromptNest cannot read this file. Choose a PromptNest JSON, CSV or Markdown export, a .zip of Markdown files, an Open WebUI prompt export, prompts.chat\'s prompts.csv or Langfuse prompts.',
  notJson: 'This file is not valid JSON.',
  emptyZip: 'This .zip holds no Markdown (.md) files.',
  tooDeep: 'This file nests lists or objects more than 64 levels deep. PromptNest cannot read it.',
  frontMatterTooLarge: 'A Markdown file\'s front matter (the part between the --- lines) is larger than 64 KB. Shorten it and import again.',
  frontMatterTooDeep: 'A Markdown file\'s front matter (the part between the --- lines) nests lists or fields more than 32 levels deep. Simplify it and import again.',
  damagedZip: 'This .zip is damaged or incomplete. Zip the files again, or export them again, and import the new file.',
  zipIsEmpty: 'This .zip is empty.',
  zipUnreadable: 'This .zip is password-protected or compressed in a way PromptNest cannot read. Zip the Markdown files again without a password and import the new file.',
} as const;

