import { crc32, deflateRawSync } from 'node:zlib';

export interface ZipEntry {
  name: string;
  bytes: Buffer;
  /** When the entry was made; stored in MS-DOS time. */
  modifiedAt?: Date;
}

/** Kinds whose bytes are compressed already (JPEG, WebP, MP4…): stored as they are, deflating would only cost time. */
const COMPRESSED_SUFFIX = /\.(jpe?g|webp|png|gif|mp4|mov|webm|zip|pdf)$/i;
/** Version 2.0: deflate; bit 11 of the flags: names are UTF-8. */
const VERSION = 20;
const UTF8_NAMES = 0x0800;
const STORE = 0;
const DEFLATE = 8;
/** Without ZIP64, sizes and offsets are 32-bit and an archive holds at most 65 535 entries. */
const MAX_32 = 0xffffffff;

function dosTime(date: Date): { time: number; date: number } {
  const year = Math.max(date.getUTCFullYear(), 1980);
  return {
    time: (date.getUTCHours() << 11) | (date.getUTCMinutes() << 5) | Math.floor(date.getUTCSeconds() / 2),
    date: ((year - 1980) << 9) | ((date.getUTCMonth() + 1) << 5) | date.getUTCDate(),
  };
}

interface EntryFields {
  method: number;
  time: number;
  date: number;
  crc: number;
  compressed: number;
  size: number;
  nameLength: number;
}

/** The fields a local header and its central directory record share, in the same order: from "version needed" to the name's length. */
function writeEntryFields(buffer: Buffer, at: number, fields: EntryFields): void {
  buffer.writeUInt16LE(VERSION, at);
  buffer.writeUInt16LE(UTF8_NAMES, at + 2);
  buffer.writeUInt16LE(fields.method, at + 4);
  buffer.writeUInt16LE(fields.time, at + 6);
  buffer.writeUInt16LE(fields.date, at + 8);
  buffer.writeUInt32LE(fields.crc, at + 10);
  buffer.writeUInt32LE(fields.compressed, at + 14);
  buffer.writeUInt32LE(fields.size, at + 18);
  buffer.writeUInt16LE(fields.nameLength, at + 22);
}

/**
 * A ZIP archive (PKWARE APPNOTE 6.3) of the entries: each stored or deflated, whichever is right
 * for its kind, with its CRC-32, then the central directory. Entries are held in memory.
 */
export function zipArchive(entries: readonly ZipEntry[]): Buffer {
  if (entries.length > 0xffff) throw new Error('A ZIP without ZIP64 holds at most 65535 entries');
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const crc = crc32(entry.bytes);
    const deflated = COMPRESSED_SUFFIX.test(entry.name) ? null : deflateRawSync(entry.bytes);
    const useDeflate = deflated !== null && deflated.length < entry.bytes.length;
    const data = useDeflate ? deflated : entry.bytes;
    const method = useDeflate ? DEFLATE : STORE;
    const { time, date } = dosTime(entry.modifiedAt ?? new Date());
    if (offset > MAX_32 || data.length > MAX_32) throw new Error('The archive is too large for a ZIP without ZIP64');

    const fields = { method, time, date, crc, compressed: data.length, size: entry.bytes.length, nameLength: name.length };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    writeEntryFields(local, 4, fields);
    // The extra field's length stays 0.
    parts.push(local, name, data);

    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(VERSION, 4);
    writeEntryFields(header, 6, fields);
    // Extra field, comment, disk number, internal attributes and external attributes stay 0.
    header.writeUInt32LE(offset, 42);
    central.push(header, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, directory, end]);
}
