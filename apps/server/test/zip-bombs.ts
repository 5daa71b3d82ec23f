import { constants, deflateRawSync } from 'node:zlib';
import { deflateSync, strToU8, zipSync } from 'fflate';

/**
 * Hand-built archives for the import's resource ceilings (docs/decisions/0017-import-and-export.md):
 * ordinary tools cannot write a central directory that points several names at one stored file, or that
 * declares less than the data holds, so these write the bytes themselves.
 */
interface StoredFile {
  /** The bytes as stored (deflated when `method` is 8). */
  data: Uint8Array;
  method: 0 | 8;
  size: number;
}
interface DirectoryEntry {
  name: string;
  /** Which stored file the entry points at: several entries may share one. */
  file: number;
  /** What the directory declares; the file's real size unless a test lies. */
  declaredSize?: number;
}

function header(size: number, fill: (view: DataView) => void): Uint8Array {
  const bytes = new Uint8Array(size);
  fill(new DataView(bytes.buffer));
  return bytes;
}

export function writeZip(files: StoredFile[], entries: DirectoryEntry[]): Uint8Array {
  const parts: Uint8Array[] = [];
  const offsets: number[] = [];
  let at = 0;
  files.forEach((file, i) => {
    const name = strToU8(`stored-${i}.md`);
    const local = header(30, (v) => {
      v.setUint32(0, 0x04034b50, true);
      v.setUint16(4, 20, true);
      v.setUint16(8, file.method, true);
      v.setUint32(18, file.data.length, true);
      v.setUint32(22, file.size, true);
      v.setUint16(26, name.length, true);
    });
    offsets.push(at);
    parts.push(local, name, file.data);
    at += local.length + name.length + file.data.length;
  });
  const directoryStart = at;
  for (const entry of entries) {
    const name = strToU8(entry.name);
    const file = files[entry.file] as StoredFile;
    parts.push(header(46, (v) => {
      v.setUint32(0, 0x02014b50, true);
      v.setUint16(4, 20, true);
      v.setUint16(6, 20, true);
      v.setUint16(10, file.method, true);
      v.setUint32(20, file.data.length, true);
      v.setUint32(24, entry.declaredSize ?? file.size, true);
      v.setUint16(28, name.length, true);
      v.setUint32(42, offsets[entry.file] as number, true);
    }), name);
    at += 46 + name.length;
  }
  parts.push(header(22, (v) => {
    v.setUint32(0, 0x06054b50, true);
    v.setUint16(8, entries.length, true);
    v.setUint16(10, entries.length, true);
    v.setUint32(12, at - directoryStart, true);
    v.setUint32(16, directoryStart, true);
  }));
  const zip = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    zip.set(part, offset);
    offset += part.length;
  }
  return zip;
}

/** Markdown text of `size` bytes that deflates to almost nothing. */
export function deflatedMarkdown(size: number): StoredFile {
  return { data: deflateSync(new Uint8Array(size).fill(0x61)), method: 8, size };
}

/** The file: `count` names, one stored file that expands to `size` bytes (18 KB for 150 × 10 MB). */
export function overlappingBomb(count: number, size: number, declaredSize = size): Uint8Array {
  return writeZip([deflatedMarkdown(size)], Array.from({ length: count }, (_, i) => ({ name: `prompt-${i}.md`, file: 0, declaredSize })));
}

/**
 * `megabytes` MB of one letter as raw DEFLATE, built without holding them: a megabyte compressed with a
 * full flush refers to nothing before it and ends on a byte, so its bytes can be repeated; an empty final
 * block closes the stream.
 */
function deflatedRun(megabytes: number): StoredFile {
  const megabyte = deflateRawSync(new Uint8Array(1024 * 1024).fill(0x61), { finishFlush: constants.Z_FULL_FLUSH });
  const parts = [...Array.from({ length: megabytes }, () => megabyte), new Uint8Array([0x03, 0x00])];
  return { data: Buffer.concat(parts), method: 8, size: megabytes * 1024 * 1024 };
}

/** One entry that declares `declaredSize` bytes but inflates to `megabytes` MB. */
export function lyingEntry(declaredSize: number, megabytes: number): Uint8Array {
  return writeZip([deflatedRun(megabytes)], [{ name: 'small.md', file: 0, declaredSize }]);
}

/** A zip holding a zip holding a zip…, `depth` deep, with a large Markdown file at the bottom. */
export function nestedZips(depth: number, innerSize: number): Uint8Array {
  let zip = zipSync({ 'bottom.md': new Uint8Array(innerSize).fill(0x61) });
  for (let level = 0; level < depth; level++) zip = zipSync({ [`level-${level}.zip`]: zip, [`copy-${level}.zip`]: zip });
  return zip;
}

export const zipBody = (fileName: string, zip: Uint8Array) => ({ fileName, encoding: 'base64' as const, data: Buffer.from(zip).toString('base64') });
