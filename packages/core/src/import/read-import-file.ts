import { strFromU8 } from 'fflate';
import { isOpenWebUiPrompt, readOpenWebUi } from './open-webui.js';
import type { ImportRow, ParsedImport } from './import-row.js';
import { langfuseItems, readLangfuse } from './langfuse.js';
import { readMarkdown } from './markdown.js';
import { isPromptNestCsvHeader, readPromptNestCsv } from './promptnest-csv.js';
import { ImportFileError, isPromptNestJson, readPromptNestJson } from './promptnest-json.js';
import { isPromptsChatHeader, readPromptsChatCsv } from './prompts-chat.js';
import { csvRecords } from './parse-csv.js';
import { importFileMessages, MAX_IMPORT_BYTES, MAX_IMPORT_PROMPTS } from './import-messages.js';
import { inflateRawInMemory, inflateZipEntry, type InflateRaw } from './inflate-zip-entry.js';
import { isJsonNestedDeeperThan, MAX_JSON_DEPTH } from './nesting-depth.js';
import { readZipDirectory } from './zip-directory.js';

export { ImportFileError } from './promptnest-json.js';

/** A zip starts with its first entry's header, or, when it holds nothing, with its end record. */
const isZip = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b && ((bytes[2] === 0x03 && bytes[3] === 0x04) || (bytes[2] === 0x05 && bytes[3] === 0x06));
const isMarkdownName = (name: string) => /\.(md|markdown)$/i.test(name);

/**
 * The central directory is read and checked first (count, declared sizes, no shared data), then each
 * entry is inflated within its declared size and read into a row before the next is inflated.
 */
async function readZip(bytes: Uint8Array, { inflateRaw = inflateRawInMemory, pause }: ReadOptions): Promise<ParsedImport> {
  const entries = readZipDirectory(bytes);
  if (entries.length === 0) throw new ImportFileError(importFileMessages.emptyZip);
  const rows: ImportRow[] = [];
  for (const entry of entries) {
    if (pause && rows.length > 0 && rows.length % ENTRIES_PER_TURN === 0) await pause();
    rows.push(readMarkdown(entry.name, strFromU8(inflateZipEntry(bytes, entry, inflateRaw))));
  }
  return { format: 'markdown', rows };
}

function readJson(text: string): ParsedImport {
  // JSON.parse of a 10 MB `[[[…]]]` blocks the server for seconds; no format we read nests that deep.
  if (isJsonNestedDeeperThan(text, MAX_JSON_DEPTH)) throw new ImportFileError(importFileMessages.tooDeep);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ImportFileError(importFileMessages.notJson);
  }
  if (isPromptNestJson(value)) return { format: 'promptnest-json', rows: readPromptNestJson(value) };
  const langfuse = langfuseItems(value);
  if (langfuse) return { format: 'langfuse', rows: readLangfuse(langfuse) };
  if (Array.isArray(value) && value.length > 0 && value.some(isOpenWebUiPrompt)) return { format: 'open-webui', rows: readOpenWebUi(value) };
  throw new ImportFileError(importFileMessages.unknown);
}

export interface ReadOptions {
  /** The server passes Node's zlib, which stops at the limit (see inflate-zip-entry.ts). */
  inflateRaw?: InflateRaw;
  /** Lets other work run between batches of a .zip's entries: 10,000 of them take seconds to read. */
  pause?: () => Promise<void>;
}

/** Markdown entries read between pauses: about a tenth of a second's work. */
const ENTRIES_PER_TURN = 100;

/** Recognises the format from the bytes (and the name, for Markdown) and reads its rows; nothing is validated yet. */
export async function readImportFile(fileName: string, bytes: Uint8Array, options: ReadOptions = {}): Promise<ParsedImport> {
  if (bytes.length > MAX_IMPORT_BYTES) throw new ImportFileError(importFileMessages.tooLarge);
  const parsed = isZip(bytes) ? await readZip(bytes, options) : readText(fileName, strFromU8(bytes).replace(/^\uFEFF/, ''));
  if (parsed.rows.length > MAX_IMPORT_PROMPTS) throw new ImportFileError(importFileMessages.tooMany);
  return parsed;
}

function readText(fileName: string, text: string): ParsedImport {
  if (isMarkdownName(fileName)) return { format: 'markdown', rows: [readMarkdown(fileName, text)] };
  const start = text.trimStart()[0];
  if (start === '{' || start === '[') return readJson(text);
  if (text.startsWith('---')) return { format: 'markdown', rows: [readMarkdown(fileName, text)] };
  const { header } = csvRecords(text.split(/\r?\n/, 1)[0] ?? '');
  if (isPromptNestCsvHeader(header)) return { format: 'promptnest-csv', rows: readPromptNestCsv(text) };
  if (isPromptsChatHeader(header)) return { format: 'prompts-chat', rows: readPromptsChatCsv(text) };
  throw new ImportFileError(importFileMessages.unknown);
}
