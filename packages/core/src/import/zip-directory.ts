import { strFromU8 } from 'fflate';
import { importFileMessages, MAX_IMPORT_BYTES, MAX_IMPORT_PROMPTS } from './import-messages.js';
import { ImportFileError } from './promptnest-json.js';

/**
 * A .zip's Markdown entries as its central directory declares them, checked before a byte is inflated
 * (docs/decisions/0017-import-and-export.md): at most 10,000 of them, at most 10 MB declared in all, each
 * stored or deflated, unencrypted, and each with stored data of its own — entries that point at the same
 * (or overlapping) data are how a few kilobytes pretend to be gigabytes, and are refused.
 */
export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  declaredSize: number;
  /** Where the entry's stored data starts, after its local header. */
  dataStart: number;
}

const EOCD = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_EOCD = 0x06064b50;
const CENTRAL_HEADER = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const MAX_COMMENT = 0xffff;
const UNKNOWN_32 = 0xffffffff;

export const isMarkdownEntry = (name: string) => /\.(md|markdown)$/i.test(name) && !name.startsWith('__MACOSX/');

const damaged = () => new ImportFileError(importFileMessages.damagedZip);

function findEndOfDirectory(view: DataView): number {
  const last = view.byteLength - 22;
  for (let at = last; at >= 0 && last - at <= MAX_COMMENT; at--) if (view.getUint32(at, true) === EOCD) return at;
  // It starts as a zip does, but its directory is missing: the file was cut short.
  throw damaged();
}

function readUint64(view: DataView, at: number): number {
  const high = view.getUint32(at + 4, true);
  if (high > 0x1fffff) throw damaged();
  return high * 2 ** 32 + view.getUint32(at, true);
}

/** The entry count and the directory's offset, from the zip64 record when the archive has one. */
function readDirectoryStart(view: DataView, end: number): { count: number; offset: number } {
  if (end >= 20 && view.getUint32(end - 20, true) === ZIP64_LOCATOR) {
    const record = readUint64(view, end - 12);
    if (view.getUint32(record, true) !== ZIP64_EOCD) throw damaged();
    return { count: readUint64(view, record + 32), offset: readUint64(view, record + 48) };
  }
  return { count: view.getUint16(end + 10, true), offset: view.getUint32(end + 16, true) };
}

/** Sizes and offset that did not fit 32 bits live in the zip64 extra field (id 1), in this order. */
function readZip64Fields(view: DataView, extraStart: number, extraEnd: number, fields: number[]): number[] {
  const wanted = fields.map((value) => value === UNKNOWN_32);
  if (!wanted.some(Boolean)) return fields;
  for (let at = extraStart; at + 4 <= extraEnd; at += 4 + view.getUint16(at + 2, true)) {
    if (view.getUint16(at, true) !== 1) continue;
    let next = at + 4;
    return fields.map((value, i) => {
      if (!wanted[i]) return value;
      const wide = readUint64(view, next);
      next += 8;
      return wide;
    });
  }
  throw damaged();
}

/** Where an entry's data starts: after its local header, whose name and extra field may differ in length. */
function readDataStart(view: DataView, headerOffset: number): number {
  if (view.getUint32(headerOffset, true) !== LOCAL_HEADER) throw damaged();
  return headerOffset + 30 + view.getUint16(headerOffset + 26, true) + view.getUint16(headerOffset + 28, true);
}

/** Refuses entries whose stored data overlaps another's, or runs past the start of the directory. */
function assertSeparateData(entries: Array<ZipEntry & { headerOffset: number }>, directoryOffset: number) {
  const byOffset = [...entries].sort((a, b) => a.headerOffset - b.headerOffset);
  let freeFrom = 0;
  for (const entry of byOffset) {
    const dataEnd = entry.dataStart + entry.compressedSize;
    if (entry.headerOffset < freeFrom || dataEnd > directoryOffset) throw damaged();
    freeFrom = dataEnd;
  }
}

/** The archive's Markdown entries in name order; throws ImportFileError when any ceiling is passed. */
export function readZipDirectory(bytes: Uint8Array): ZipEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  try {
    const end = findEndOfDirectory(view);
    const { count, offset } = readDirectoryStart(view, end);
    if (count === 0) throw new ImportFileError(importFileMessages.zipIsEmpty);
    const entries: Array<ZipEntry & { headerOffset: number }> = [];
    let declaredTotal = 0;
    let at = offset;
    for (let i = 0; i < count; i++) {
      if (view.getUint32(at, true) !== CENTRAL_HEADER) throw damaged();
      const flags = view.getUint16(at + 8, true);
      const nameLength = view.getUint16(at + 28, true);
      const extraStart = at + 46 + nameLength;
      const extraEnd = extraStart + view.getUint16(at + 30, true);
      const name = strFromU8(bytes.subarray(at + 46, extraStart), (flags & 0x800) === 0);
      const fields = [view.getUint32(at + 24, true), view.getUint32(at + 20, true), view.getUint32(at + 42, true)];
      const entryStart = at;
      at = extraEnd + view.getUint16(at + 32, true);
      if (!isMarkdownEntry(name)) continue;
      const [declaredSize = 0, compressedSize = 0, headerOffset = 0] = readZip64Fields(view, extraStart, extraEnd, fields);
      const method = view.getUint16(entryStart + 10, true);
      if ((flags & 1) !== 0 || (method !== 0 && method !== 8)) throw new ImportFileError(importFileMessages.zipUnreadable);
      if (entries.length === MAX_IMPORT_PROMPTS) throw new ImportFileError(importFileMessages.tooMany);
      declaredTotal += declaredSize;
      if (declaredTotal > MAX_IMPORT_BYTES) throw new ImportFileError(importFileMessages.tooLarge);
      entries.push({ name, method, compressedSize, declaredSize, headerOffset, dataStart: readDataStart(view, headerOffset) });
    }
    assertSeparateData(entries, offset);
    return entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)).map(({ headerOffset: _, ...entry }) => entry);
  } catch (error) {
    // A DataView read past the end is a RangeError: the archive is cut short or its offsets lie.
    if (error instanceof RangeError) throw damaged();
    throw error;
  }
}
