import { BUILDER_IMAGE_MAX_BYTES } from '@pp/contract/constants';
import { MSG } from '@pp/contract/messages';

/**
 * The checks on a photo or signature, in the spec's order (spec 3 section 5): a file at all, its
 * name, its size, then its CONTENT (the first bytes), never the name or the browser's guess of the
 * type. Pure, so that every rule is tested without a browser.
 */

export type ImageType = 'image/jpeg' | 'image/png';

const JPEG_MAGIC = [0xff, 0xd8, 0xff];
const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** How many leading bytes `sniffImageType` needs. */
export const SNIFF_BYTES = PNG_MAGIC.length;

function startsWith(bytes: Uint8Array, magic: number[]): boolean {
  return bytes.length >= magic.length && magic.every((byte, i) => bytes[i] === byte);
}

/** JPEG (FF D8 FF) or PNG (89 50 4E 47 0D 0A 1A 0A) by the file's first bytes; else null. */
export function sniffImageType(head: Uint8Array): ImageType | null {
  if (startsWith(head, JPEG_MAGIC)) return 'image/jpeg';
  if (startsWith(head, PNG_MAGIC)) return 'image/png';
  return null;
}

/**
 * Extensions that, met INSIDE a name ('cv.pdf.png', 'photo.exe.jpg', 'a.jpg.png'), mean the name
 * pretends to be one kind of file while being another.
 */
const KNOWN_EXTENSIONS = new Set(
  (
    'pdf doc docx docm dot rtf odt txt csv xls xlsx xlsm ods ppt pptx odp html htm xhtml mht svg svgz xml json ' +
    'js mjs cjs ts vbs vbe wsf ps1 psm1 sh bash bat cmd com exe msi scr pif cpl dll jar apk app dmg iso img ' +
    'lnk url reg hta zip rar 7z gz tgz tar bz2 xz php asp aspx jsp py pl rb cgi ' +
    'jpg jpeg jpe jfif png gif bmp webp heic heif tif tiff ico avif mp3 mp4 mov avi wav'
  ).split(' '),
);

/** Direction overrides and isolates: 'photo\u202Egnp.exe' shows as 'photoexe.png'. */
const BIDI_CONTROLS = /[\u200E\u200F\u202A-\u202E\u2066-\u2069]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this rejects
const CONTROL_CHARS = /[\u0000-\u001F\u007F]/;
const RESERVED_CHARS = /[<>:"/\\|?*]/;
export const MAX_FILE_NAME_LENGTH = 255;

/** The message for a bad file name, or null when the name is acceptable. */
export function checkImageName(name: string): string | null {
  if (BIDI_CONTROLS.test(name)) return MSG.deceptiveExtension;
  const parts = name.split('.');
  const inner = parts.slice(1, -1).map((part) => part.trim().toLowerCase());
  if (inner.some((part) => KNOWN_EXTENSIONS.has(part))) return MSG.deceptiveExtension;

  if (
    name.trim().length === 0 ||
    name.length > MAX_FILE_NAME_LENGTH ||
    CONTROL_CHARS.test(name) ||
    RESERVED_CHARS.test(name) ||
    name.startsWith('.') ||
    /[.\s]$/.test(name)
  ) {
    return MSG.invalidFileName;
  }
  return null;
}

/** What the checks need of a file; a browser `File` gives it with `fileCandidate`. */
export interface ImageCandidate {
  name: string;
  size: number;
  /** The first bytes of the content; rejects when the file cannot be read. */
  readHead: () => Promise<Uint8Array>;
}

export type ImageCheck = { ok: true; type: ImageType } | { ok: false; message: string };

/** Every rule in order; the first that fails gives the message. */
export async function checkImageFile(file: ImageCandidate | null | undefined): Promise<ImageCheck> {
  if (!file) return { ok: false, message: MSG.noFileSelected };
  const nameProblem = checkImageName(file.name);
  if (nameProblem) return { ok: false, message: nameProblem };
  if (file.size > BUILDER_IMAGE_MAX_BYTES) return { ok: false, message: MSG.imageTooBig };
  let head: Uint8Array;
  try {
    head = await file.readHead();
  } catch {
    return { ok: false, message: MSG.fileLoadFailed };
  }
  const type = sniffImageType(head);
  if (!type) return { ok: false, message: MSG.invalidImageType };
  return { ok: true, type };
}
