/**
 * What a chosen file is, decided from its first bytes (never its name or declared type) before
 * anything is sent, and, when it cannot be accepted, what it looks like, so the message can
 * say "This file is a HEIC photo" rather than just "wrong type".
 */
import type { DocumentContentType } from 'paykit/schemas';
import { detectFileType, FILE_TYPE_HEADER_BYTES } from '../../../shared/file-type';

/** Files we recognise only to explain why they are refused. */
export type FoundKind = 'jpeg' | 'png' | 'pdf' | 'gif' | 'webp' | 'heic' | 'svg' | 'word' | 'zip' | 'text' | 'video' | 'image' | 'other';

/** Why a file is refused before upload. */
export type FileProblem =
  | { kind: 'empty' }
  | { kind: 'unreadable' }
  | { kind: 'size'; size: number; limit: number }
  | { kind: 'type'; found: FoundKind }
  /** Named or declared as a JPEG/PNG/PDF, but the contents are something else. */
  | { kind: 'mismatch'; claimed: 'JPEG' | 'PNG' | 'PDF' };

/** The content type decided from the file's bytes, or why it is refused. */
export type FileCheck = { ok: true; contentType: DocumentContentType } | { ok: false; problem: FileProblem };

/** Enough bytes for our own signatures and for naming the common refused formats. */
const SNIFF_BYTES = Math.max(FILE_TYPE_HEADER_BYTES, 16);

/** Decides a file's type from its first bytes (not its name) and checks it against `accept` and the size limit. */
export async function inspectFile(file: File, accept: readonly DocumentContentType[], maxBytes: number): Promise<FileCheck> {
  if (file.size === 0) return { ok: false, problem: { kind: 'empty' } };
  let head: Uint8Array;
  try {
    head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  } catch {
    return { ok: false, problem: { kind: 'unreadable' } };
  }
  const detected = detectFileType(head);
  if (!detected) {
    const magic = sniffMagic(head, file);
    const claimed = claimedType(file);
    if (!magic && claimed) return { ok: false, problem: { kind: 'mismatch', claimed } };
    return { ok: false, problem: { kind: 'type', found: magic ?? guessFromName(file) } };
  }
  if (!accept.includes(detected.contentType)) {
    return { ok: false, problem: { kind: 'type', found: detected.extension === 'jpg' ? 'jpeg' : detected.extension } };
  }
  if (file.size > maxBytes) return { ok: false, problem: { kind: 'size', size: file.size, limit: maxBytes } };
  return { ok: true, contentType: detected.contentType };
}

function claimedType(file: File): 'JPEG' | 'PNG' | 'PDF' | null {
  const name = file.name.toLowerCase();
  if (file.type === 'image/jpeg' || /\.jpe?g$/.test(name)) return 'JPEG';
  if (file.type === 'image/png' || name.endsWith('.png')) return 'PNG';
  if (file.type === 'application/pdf' || name.endsWith('.pdf')) return 'PDF';
  return null;
}

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** Formats told apart by their own bytes. */
function sniffMagic(head: Uint8Array, file: File): FoundKind | null {
  if (ascii(head, 0, 4) === 'GIF8') return 'gif';
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return 'webp';
  if (ascii(head, 4, 8) === 'ftyp') {
    const brand = ascii(head, 8, 12);
    return /^(heic|heix|hevc|heim|heis|mif1|msf1|avif)$/.test(brand) ? 'heic' : 'video';
  }
  if (head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04) return /\.docx$/i.test(file.name) ? 'word' : 'zip';
  if (head[0] === 0xd0 && head[1] === 0xcf && head[2] === 0x11 && head[3] === 0xe0) return 'word';
  return null;
}

/** The rest, by declared type and name: only to word the message, never to accept a file. */
function guessFromName(file: File): FoundKind {
  const type = file.type.toLowerCase();
  if (type === 'image/heic' || type === 'image/heif') return 'heic';
  if (type === 'image/svg+xml' || /\.svg$/i.test(file.name)) return 'svg';
  if (type.startsWith('video/')) return 'video';
  if (type.startsWith('image/')) return 'image';
  if (type.startsWith('text/') || /\.(txt|csv|md)$/i.test(file.name)) return 'text';
  if (type.includes('word') || /\.docx?$/i.test(file.name)) return 'word';
  return 'other';
}
