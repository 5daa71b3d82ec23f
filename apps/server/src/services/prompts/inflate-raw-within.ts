import { inflateRawSync } from 'node:zlib';
import type { InflateRaw } from '@promptnest/core/import';

/**
 * A .zip entry's DEFLATE data through Node's zlib, which stops as soon as the output passes
 * `maxOutputLength`: an entry that declares a few bytes but holds gigabytes costs at most one chunk
 * beyond its declared size in memory and time (docs/decisions/0017-import-and-export.md).
 */
export const inflateRawWithin: InflateRaw = (data, maxSize) => inflateRawSync(data, { maxOutputLength: Math.max(maxSize, 1) });
