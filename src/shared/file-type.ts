/**
 * Document type detection by content ("magic bytes"), never by file name or declared Content-Type:
 * a renamed executable called passport.jpg must not pass as a photo. Shared by the sandbox, the
 * proxy (which checks before forwarding) and the browser uploader (which checks before sending).
 */

export type DocumentContentType = 'image/jpeg' | 'image/png' | 'application/pdf';

/** A document type recognised from a file's first bytes. */
export interface DetectedFileType {
  /** The MIME type to send the file with. */
  contentType: DocumentContentType;
  /** The usual file-name extension, without the dot. */
  extension: 'jpg' | 'png' | 'pdf';
}

interface Signature extends DetectedFileType {
  magic: readonly number[];
}

const SIGNATURES: readonly Signature[] = [
  // JPEG: SOI marker followed by the first segment marker's 0xFF.
  { contentType: 'image/jpeg', extension: 'jpg', magic: [0xff, 0xd8, 0xff] },
  // PNG: the fixed 8-byte signature (\x89 P N G \r \n \x1a \n).
  { contentType: 'image/png', extension: 'png', magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  // PDF: "%PDF-" at offset 0. Readers tolerate leading junk; we do not, so a polyglot cannot sneak in.
  { contentType: 'application/pdf', extension: 'pdf', magic: [0x25, 0x50, 0x44, 0x46, 0x2d] },
];

/** Bytes needed from the start of a file to decide its type (a browser can slice just these). */
export const FILE_TYPE_HEADER_BYTES = Math.max(...SIGNATURES.map((s) => s.magic.length));

/** The document types the service accepts: JPEG, PNG and PDF. */
export const ACCEPTED_DOCUMENT_CONTENT_TYPES: readonly DocumentContentType[] = SIGNATURES.map((s) => s.contentType);

/** The JPEG, PNG or PDF type of `bytes` (only the first few bytes are read), or null for anything else. */
export function detectFileType(bytes: Uint8Array): DetectedFileType | null {
  for (const { magic, contentType, extension } of SIGNATURES) {
    if (bytes.length >= magic.length && magic.every((byte, i) => bytes[i] === byte)) return { contentType, extension };
  }
  return null;
}
