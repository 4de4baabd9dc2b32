import { inflateRawSync } from 'node:zlib';

/**
 * Guards the docx reader against archives that expand far beyond their size (a 2 MB zip can hold gigabytes of
 * repeated bytes): every entry is inflated with a hard output limit before the document library reads the
 * archive. Stored (method 0) and deflated (method 8) entries only, no ZIP64, as Word writes them.
 */

export class ZipError extends Error {}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;

function findEndOfCentralDirectory(bytes: Buffer): number {
  const earliest = Math.max(0, bytes.length - 22 - 0xffff);
  for (let offset = bytes.length - 22; offset >= earliest; offset--) {
    if (bytes.readUInt32LE(offset) === EOCD_SIGNATURE) return offset;
  }
  throw new ZipError('The archive has no central directory.');
}

/** An entry of the archive: its name, its expanded size and, for the entries asked to be kept, their expanded bytes. */
export interface ZipEntryInfo {
  name: string;
  size: number;
  content?: Buffer;
}

/**
 * Names and expanded sizes of the archive's entries; throws `ZipError` when it is broken or expands past
 * `maxTotal`. The bytes of the entries `keep` picks by name are returned too, so a caller can look into them
 * without inflating them a second time.
 */
export function inspectZip(bytes: Buffer, maxTotal: number, keep?: (name: string) => boolean): ZipEntryInfo[] {
  if (bytes.length < 22) throw new ZipError('The archive is too short.');
  const eocd = findEndOfCentralDirectory(bytes);
  const count = bytes.readUInt16LE(eocd + 10);
  let offset = bytes.readUInt32LE(eocd + 16);
  const entries: ZipEntryInfo[] = [];
  let total = 0;
  for (let index = 0; index < count; index++) {
    if (offset + 46 > bytes.length || bytes.readUInt32LE(offset) !== CENTRAL_SIGNATURE) {
      throw new ZipError('The central directory is broken.');
    }
    const method = bytes.readUInt16LE(offset + 10);
    const compressedSize = bytes.readUInt32LE(offset + 20);
    const nameLength = bytes.readUInt16LE(offset + 28);
    const extraLength = bytes.readUInt16LE(offset + 30);
    const commentLength = bytes.readUInt16LE(offset + 32);
    const localOffset = bytes.readUInt32LE(offset + 42);
    const name = bytes.toString('utf8', offset + 46, offset + 46 + nameLength);
    offset += 46 + nameLength + extraLength + commentLength;

    if (localOffset + 30 > bytes.length || bytes.readUInt32LE(localOffset) !== LOCAL_SIGNATURE) {
      throw new ZipError(`The entry ${name} is broken.`);
    }
    const dataStart = localOffset + 30 + bytes.readUInt16LE(localOffset + 26) + bytes.readUInt16LE(localOffset + 28);
    const dataEnd = dataStart + compressedSize;
    if (dataEnd > bytes.length) throw new ZipError(`The entry ${name} is cut off.`);
    const data = bytes.subarray(dataStart, dataEnd);

    let expanded: Buffer;
    if (method === 0) {
      expanded = data;
    } else if (method === 8) {
      try {
        expanded = inflateRawSync(data, { maxOutputLength: Math.max(1, maxTotal - total) });
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === 'ERR_BUFFER_TOO_LARGE') throw new ZipError('The archive expands too far.');
        throw new ZipError(`The entry ${name} cannot be inflated.`);
      }
    } else {
      throw new ZipError(`The entry ${name} uses an unsupported compression.`);
    }
    total += expanded.length;
    if (total > maxTotal) throw new ZipError('The archive expands too far.');
    entries.push(keep?.(name) ? { name, size: expanded.length, content: expanded } : { name, size: expanded.length });
  }
  return entries;
}
