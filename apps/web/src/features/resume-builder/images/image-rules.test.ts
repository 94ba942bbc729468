import { BUILDER_IMAGE_MAX_BYTES } from '@pp/contract/constants';
import { MSG } from '@pp/contract/messages';
import { describe, expect, it } from 'vitest';
import { checkImageFile, checkImageName, type ImageCandidate, sniffImageType } from './image-rules.ts';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46];
const GIF = [0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x01, 0x00];
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37];

function candidate(name: string, head: number[], size = 1000): ImageCandidate {
  return { name, size, readHead: async () => new Uint8Array(head) };
}

describe('sniffImageType (content, not name)', () => {
  it('knows JPEG by FF D8 FF and PNG by its 8-byte signature', () => {
    expect(sniffImageType(new Uint8Array(JPEG))).toBe('image/jpeg');
    expect(sniffImageType(new Uint8Array(PNG))).toBe('image/png');
  });

  it('refuses other content, and files too short to tell', () => {
    expect(sniffImageType(new Uint8Array(GIF))).toBeNull();
    expect(sniffImageType(new Uint8Array(PDF))).toBeNull();
    expect(sniffImageType(new Uint8Array([0xff, 0xd8]))).toBeNull();
    expect(sniffImageType(new Uint8Array(PNG.slice(0, 7)))).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
  });
});

describe('checkImageName', () => {
  it('accepts ordinary names, dots inside words included', () => {
    expect(checkImageName('photo.png')).toBeNull();
    expect(checkImageName('My Photo 2024.JPG')).toBeNull();
    expect(checkImageName('Mr. A. Sharma.jpeg')).toBeNull();
    expect(checkImageName('अनन्या.png')).toBeNull();
  });

  it('refuses a deceptive double extension', () => {
    expect(checkImageName('x.pdf.png')).toBe(MSG.deceptiveExtension);
    expect(checkImageName('resume.PDF.jpg')).toBe(MSG.deceptiveExtension);
    expect(checkImageName('photo.exe.jpeg')).toBe(MSG.deceptiveExtension);
    expect(checkImageName('a.jpg.png')).toBe(MSG.deceptiveExtension);
    expect(checkImageName('a.tar.gz.png')).toBe(MSG.deceptiveExtension);
    // The real ending is empty while the name claims '.png'.
    expect(checkImageName('photo.png.')).toBe(MSG.deceptiveExtension);
  });

  it('refuses a name that hides its real end with a direction override', () => {
    expect(checkImageName('photo\u202Egnp.exe')).toBe(MSG.deceptiveExtension);
  });

  it('refuses names that are otherwise invalid', () => {
    for (const name of [
      '',
      '   ',
      '.png',
      'a/b.png',
      'a\\b.png',
      'a:b.png',
      'a?.png',
      'photo.',
      'photo ',
      'a\u0000.png',
      `${'a'.repeat(252)}.png`,
    ]) {
      expect(checkImageName(name), JSON.stringify(name)).toBe(MSG.invalidFileName);
    }
  });
});

describe('checkImageFile: every rule, in the spec order', () => {
  it('no file', async () => {
    expect(await checkImageFile(null)).toEqual({ ok: false, message: MSG.noFileSelected });
    expect(await checkImageFile(undefined)).toEqual({ ok: false, message: MSG.noFileSelected });
  });

  it('deceptive double extension, before size and content', async () => {
    expect(await checkImageFile(candidate('x.pdf.png', PNG, BUILDER_IMAGE_MAX_BYTES + 1))).toEqual({
      ok: false,
      message: MSG.deceptiveExtension,
    });
  });

  it('invalid name', async () => {
    expect(await checkImageFile(candidate('.png', PNG))).toEqual({ ok: false, message: MSG.invalidFileName });
  });

  it('over 5 MB, exactly 5 MB allowed', async () => {
    expect(await checkImageFile(candidate('big.png', PNG, BUILDER_IMAGE_MAX_BYTES + 1))).toEqual({
      ok: false,
      message: MSG.imageTooBig,
    });
    expect(await checkImageFile(candidate('five.png', PNG, BUILDER_IMAGE_MAX_BYTES))).toEqual({
      ok: true,
      type: 'image/png',
    });
  });

  it('not JPEG or PNG by content, whatever the name says', async () => {
    expect(await checkImageFile(candidate('photo.png', GIF))).toEqual({
      ok: false,
      message: MSG.invalidImageType,
    });
    expect(await checkImageFile(candidate('photo.jpg', PDF))).toEqual({
      ok: false,
      message: MSG.invalidImageType,
    });
    expect(await checkImageFile(candidate('empty.png', [], 0))).toEqual({
      ok: false,
      message: MSG.invalidImageType,
    });
  });

  it('a JPEG or PNG is accepted by its content, even under another name', async () => {
    expect(await checkImageFile(candidate('photo.jpg', JPEG))).toEqual({ ok: true, type: 'image/jpeg' });
    expect(await checkImageFile(candidate('scan.jpg', PNG))).toEqual({ ok: true, type: 'image/png' });
    expect(await checkImageFile(candidate('signature', PNG))).toEqual({ ok: true, type: 'image/png' });
  });

  it('read failure', async () => {
    const unreadable: ImageCandidate = {
      name: 'photo.png',
      size: 100,
      readHead: () => Promise.reject(new DOMException('gone', 'NotReadableError')),
    };
    expect(await checkImageFile(unreadable)).toEqual({ ok: false, message: MSG.fileLoadFailed });
  });

  it('uses the spec messages word for word', () => {
    expect(MSG.noFileSelected).toBe('No file selected.');
    expect(MSG.deceptiveExtension).toBe(
      'Invalid file name with deceptive extension. Please select a valid image file.',
    );
    expect(MSG.invalidFileName).toBe('Invalid file name. Please select a valid image file.');
    expect(MSG.imageTooBig).toBe('File size should not exceed 5MB.');
    expect(MSG.invalidImageType).toBe('Invalid file type. Please select a JPEG or PNG image.');
    expect(MSG.fileLoadFailed).toBe('Failed to load the file. Please try again.');
  });
});
