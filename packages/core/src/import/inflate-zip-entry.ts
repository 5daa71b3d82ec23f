import { inflateSync } from 'fflate';
import { importFileMessages } from './import-messages.js';
import { ImportFileError } from './promptnest-json.js';
import type { ZipEntry } from './zip-directory.js';

/**
 * Inflates raw DEFLATE data into at most `maxSize` bytes, or throws: data that holds more must not get past
 * the limit however little its entry declared (docs/decisions/0017-import-and-export.md).
 */
export type InflateRaw = (data: Uint8Array, maxSize: number) => Uint8Array;

/**
 * Pure JavaScript, for where Node's zlib is absent: the output buffer is one byte larger than allowed, so
 * memory stays within the limit and a stream that fills it is known to hold more. It decodes the rest into
 * nothing, though, so the server passes Node's zlib, which stops at the limit.
 */
export const inflateRawInMemory: InflateRaw = (data, maxSize) => inflateSync(data, { out: new Uint8Array(maxSize + 1) });

const damaged = () => new ImportFileError(importFileMessages.damagedZip);

/** One entry's bytes, exactly as many as its directory declared (their sum was held to the budget first). */
export function inflateZipEntry(bytes: Uint8Array, entry: ZipEntry, inflateRaw: InflateRaw): Uint8Array {
  const stored = bytes.subarray(entry.dataStart, entry.dataStart + entry.compressedSize);
  if (entry.method === 0) {
    if (entry.compressedSize !== entry.declaredSize) throw damaged();
    return stored;
  }
  let out: Uint8Array;
  try {
    out = inflateRaw(stored, entry.declaredSize);
  } catch {
    throw damaged();
  }
  if (out.length !== entry.declaredSize) throw damaged();
  return out;
}
