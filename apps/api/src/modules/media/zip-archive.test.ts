import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { zipArchive } from './zip-archive';

describe('zipArchive', () => {
  const dir = mkdtempSync(join(tmpdir(), 'zip-archive-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes an archive unzip accepts, with every entry byte for byte (stored and deflated)', () => {
    const text = Buffer.from('hello '.repeat(1000));
    const photo = Buffer.from(Array.from({ length: 5000 }, (_, i) => (i * 7919) % 256));
    const archive = zipArchive([
      { name: 'notes.txt', bytes: text },
      { name: 'photo.jpg', bytes: photo },
      { name: 'empty.txt', bytes: Buffer.alloc(0) },
    ]);
    expect(archive.length).toBeLessThan(text.length + photo.length);
    const file = join(dir, 'test.zip');
    writeFileSync(file, archive);
    expect(execFileSync('unzip', ['-t', file]).toString()).toContain('No errors detected');
    execFileSync('unzip', ['-o', '-q', file, '-d', join(dir, 'out')]);
    expect(readFileSync(join(dir, 'out', 'notes.txt')).equals(text)).toBe(true);
    expect(readFileSync(join(dir, 'out', 'photo.jpg')).equals(photo)).toBe(true);
    expect(readFileSync(join(dir, 'out', 'empty.txt')).length).toBe(0);
  });

  it('writes an empty archive as just its end record', () => {
    const archive = zipArchive([]);
    expect(archive.length).toBe(22);
    expect(archive.readUInt32LE(0)).toBe(0x06054b50);
  });
});
