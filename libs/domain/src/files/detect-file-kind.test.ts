import { describe, expect, it } from 'vitest';
import { detectFileKind } from './detect-file-kind';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)));

describe('detectFileKind', () => {
  it('reads the kind from the magic number', () => {
    expect(detectFileKind(bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'))).toBe('jpeg');
    expect(detectFileKind(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('png');
    expect(detectFileKind(bytes('GIF89a', [1, 0]))).toBe('gif');
    expect(detectFileKind(bytes('GIF87a'))).toBe('gif');
    expect(detectFileKind(bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '))).toBe('webp');
    expect(detectFileKind(bytes('%PDF-1.7\n'))).toBe('pdf');
  });

  it('knows nothing of text, SVG, other RIFF files or a truncated signature', () => {
    expect(detectFileKind(bytes('hello, this is not a PNG'))).toBeNull();
    expect(detectFileKind(bytes('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBeNull();
    expect(detectFileKind(bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt '))).toBeNull();
    expect(detectFileKind(bytes([0x89], 'PN'))).toBeNull();
    expect(detectFileKind(new Uint8Array())).toBeNull();
  });
});
