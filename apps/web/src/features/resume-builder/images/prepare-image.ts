import { MSG } from '@pp/contract/messages';
import { checkImageFile, type ImageCandidate, type ImageType, SNIFF_BYTES } from './image-rules.ts';

/**
 * A checked image, drawn smaller on a canvas and kept as a data URL: a phone photo of 4 MB becomes
 * about 40 kB, so that the resume fits in local storage (about 5 MB per site) and in the PDF.
 */

export type ImageKind = 'photo' | 'signature';

/** The largest size kept, in pixels: twice what the PDF prints, for sharp print at 150 dpi and more. */
const BOX: Record<ImageKind, { width: number; height: number }> = {
  photo: { width: 360, height: 450 },
  signature: { width: 600, height: 240 },
};
const JPEG_QUALITY = 0.85;
/** A signature kept as PNG (transparent background) above this size is stored as JPEG instead. */
const MAX_PNG_DATA_URL = 400_000;

export function fileCandidate(file: File): ImageCandidate {
  return {
    name: file.name,
    size: file.size,
    readHead: async () => new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer()),
  };
}

function loadImageElement(file: File): Promise<HTMLImageElement> {
  const url = URL.createObjectURL(file);
  const image = new Image();
  image.decoding = 'async';
  image.src = url;
  return image
    .decode()
    .then(() => image)
    .finally(() => URL.revokeObjectURL(url));
}

function drawScaled(image: HTMLImageElement, kind: ImageKind, type: ImageType): string {
  const box = BOX[kind];
  const scale = Math.min(1, box.width / image.naturalWidth, box.height / image.naturalHeight);
  const width = Math.max(1, Math.round(image.naturalWidth * scale));
  const height = Math.max(1, Math.round(image.naturalHeight * scale));
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No canvas');
  const keepPng = kind === 'signature' && type === 'image/png';
  if (!keepPng) {
    // JPEG has no transparency: a transparent PNG photo gets a white background, not a black one.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
  }
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, 0, 0, width, height);
  if (keepPng) {
    const png = canvas.toDataURL('image/png');
    if (png.length <= MAX_PNG_DATA_URL) return png;
    context.globalCompositeOperation = 'destination-over';
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
  }
  return canvas.toDataURL('image/jpeg', JPEG_QUALITY);
}

export type PreparedImage = { ok: true; dataUrl: string } | { ok: false; message: string };

/** Checks a chosen file by every rule, then decodes and downscales it. */
export async function prepareImage(file: File | null | undefined, kind: ImageKind): Promise<PreparedImage> {
  const check = await checkImageFile(file ? fileCandidate(file) : null);
  if (!check.ok) return check;
  try {
    const image = await loadImageElement(file as File);
    return { ok: true, dataUrl: drawScaled(image, kind, check.type) };
  } catch {
    // Right first bytes but not a readable picture (cut short, damaged): the load failed.
    return { ok: false, message: MSG.fileLoadFailed };
  }
}
