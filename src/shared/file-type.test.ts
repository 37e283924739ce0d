import { describe, expect, it } from 'vitest';
import { detectFileType, FILE_TYPE_HEADER_BYTES } from './file-type';

const bytes = (...values: number[]) => Uint8Array.from(values);
const ascii = (text: string) => new TextEncoder().encode(text);

describe('detectFileType', () => {
  it('recognises JPEG, PNG and PDF by their first bytes', () => {
    expect(detectFileType(bytes(0xff, 0xd8, 0xff, 0xe0, 0x00))).toEqual({ contentType: 'image/jpeg', extension: 'jpg' });
    expect(detectFileType(bytes(0xff, 0xd8, 0xff, 0xe1))).toEqual({ contentType: 'image/jpeg', extension: 'jpg' });
    expect(detectFileType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00))).toEqual({ contentType: 'image/png', extension: 'png' });
    expect(detectFileType(ascii('%PDF-1.7\n'))).toEqual({ contentType: 'application/pdf', extension: 'pdf' });
  });

  it.each([
    ['a Windows executable (MZ)', ascii('MZ\x90\x00')],
    ['a GIF', ascii('GIF89a')],
    ['a ZIP', bytes(0x50, 0x4b, 0x03, 0x04)],
    ['an HTML page', ascii('<!doctype html>')],
    ['a PDF signature after leading bytes', ascii(' %PDF-1.7')],
    ['"%PDF" without the dash', ascii('%PDF1.7')],
    ['a truncated PNG signature', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a)],
    ['a PNG signature with one byte wrong', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0b)],
    ['two JPEG bytes', bytes(0xff, 0xd8)],
    ['nothing', new Uint8Array()],
  ])('refuses %s', (_name, input) => {
    expect(detectFileType(input)).toBeNull();
  });

  it('needs only the first FILE_TYPE_HEADER_BYTES bytes', () => {
    expect(FILE_TYPE_HEADER_BYTES).toBe(8);
    const png = new Uint8Array(1000);
    png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(detectFileType(png.subarray(0, FILE_TYPE_HEADER_BYTES))?.contentType).toBe('image/png');
  });
});
