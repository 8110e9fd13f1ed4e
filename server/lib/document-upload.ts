// Documents a center's pages link to (PDF, Office, plain text), checked by their content as images
// are (DESIGN.md section 12): the extension the name ends in says what the file claims to be, and
// the first bytes must agree with it. An executable renamed .pdf has no %PDF header, a renamed zip
// lacks the Office parts, and an HTML page renamed .txt is markup, not plain text: all refused.
// They are kept as uploaded and served as a download of their own type (never text/html).
import { DOCUMENT_EXTENSIONS, type DocumentExtension } from '../../common/schemas/files';

export const DOCUMENT_CONTENT_TYPES: Record<DocumentExtension, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
  txt: 'text/plain; charset=utf-8',
};

const OLE_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];

/** The main part each OOXML kind must hold (besides [Content_Types].xml). */
const OOXML_PARTS: Partial<Record<DocumentExtension, string>> = {
  docx: 'word/',
  xlsx: 'xl/',
  pptx: 'ppt/',
};

/** The stream each legacy Office kind keeps its content in (names are UTF-16 in the directory). */
const OLE_STREAMS: Partial<Record<DocumentExtension, string[]>> = {
  doc: ['WordDocument'],
  xls: ['Workbook', 'Book'],
  ppt: ['PowerPoint Document'],
};

/** Markup a browser would render or run, anywhere near the start of a "text" file. */
const MARKUP =
  /<\s*(!doctype|html|head|body|script|iframe|object|embed|svg|meta|link|style|form|img|a\s)|<\?xml|javascript:/i;

function startsWith(bytes: Buffer, signature: number[]): boolean {
  return bytes.length >= signature.length && signature.every((b, i) => bytes[i] === b);
}

/** The names of a zip's entries, from its central directory (no decompression). */
export function listZipEntries(bytes: Buffer): string[] | null {
  // The end-of-central-directory record sits in the last 22 + 65535 bytes.
  const from = Math.max(0, bytes.length - 22 - 0xffff);
  let end = -1;
  for (let i = bytes.length - 22; i >= from; i--) {
    if (bytes.readUInt32LE(i) === 0x06054b50) {
      end = i;
      break;
    }
  }
  if (end < 0) return null;
  const count = bytes.readUInt16LE(end + 10);
  let offset = bytes.readUInt32LE(end + 16);
  const names: string[] = [];
  for (let n = 0; n < count; n++) {
    if (offset + 46 > bytes.length || bytes.readUInt32LE(offset) !== 0x02014b50) return null;
    const nameLength = bytes.readUInt16LE(offset + 28);
    const extraLength = bytes.readUInt16LE(offset + 30);
    const commentLength = bytes.readUInt16LE(offset + 32);
    names.push(bytes.subarray(offset + 46, offset + 46 + nameLength).toString('utf8'));
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

function isPlainText(bytes: Buffer): boolean {
  if (bytes.includes(0)) return false;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  return !MARKUP.test(text.slice(0, 64 * 1024));
}

/** The extension of a file name, lower case, when it is one of DOCUMENT_EXTENSIONS. */
export function readDocumentExtension(filename: string): DocumentExtension | null {
  const match = /\.([a-z0-9]{1,5})$/i.exec(filename.trim());
  const ext = match?.[1]?.toLowerCase();
  return (DOCUMENT_EXTENSIONS as readonly string[]).includes(ext ?? '')
    ? (ext as DocumentExtension)
    : null;
}

/** Whether the bytes are what the extension claims. */
export function isDocumentOfKind(bytes: Buffer, ext: DocumentExtension): boolean {
  switch (ext) {
    case 'pdf':
      return bytes.subarray(0, 5).toString('latin1') === '%PDF-';
    case 'docx':
    case 'xlsx':
    case 'pptx': {
      if (!startsWith(bytes, ZIP_SIGNATURE)) return false;
      const entries = listZipEntries(bytes);
      const part = OOXML_PARTS[ext]!;
      return (
        !!entries &&
        entries.includes('[Content_Types].xml') &&
        entries.some((e) => e.startsWith(part))
      );
    }
    case 'doc':
    case 'xls':
    case 'ppt': {
      if (!startsWith(bytes, OLE_SIGNATURE)) return false;
      return OLE_STREAMS[ext]!.some((name) => bytes.includes(Buffer.from(name, 'utf16le')));
    }
    case 'txt':
      return isPlainText(bytes);
  }
}
