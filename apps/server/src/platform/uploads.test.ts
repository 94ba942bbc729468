import { describe, expect, it } from 'vitest';
import { JPEG, PNG } from '../test/fixtures/index.ts';
import { detectImage } from './uploads.ts';

const jpegWith = (middle: Buffer, after = Buffer.alloc(0)) =>
  Buffer.concat([JPEG.subarray(0, JPEG.length - 2), middle, Buffer.from('ffd9', 'hex'), after]);

describe('detectImage', () => {
  it('accepts JPEG and PNG by their bytes', async () => {
    expect(await detectImage(JPEG)).toEqual({ mime: 'image/jpeg', ext: 'jpg' });
    expect(await detectImage(PNG)).toEqual({ mime: 'image/png', ext: 'png' });
  });

  it("accepts a photo whose compressed data happens to spell '<svg' (real photos do)", async () => {
    const middle = Buffer.concat([Buffer.alloc(5000, 3), Buffer.from('<SvG'), Buffer.alloc(5000, 9)]);
    expect(await detectImage(jpegWith(middle))).toEqual({ mime: 'image/jpeg', ext: 'jpg' });
  });

  it('refuses markup appended after the image or in its head', async () => {
    expect(
      await detectImage(jpegWith(Buffer.alloc(100), Buffer.from('<script>alert(1)</script>'))),
    ).toBeNull();
    expect(await detectImage(Buffer.concat([PNG, Buffer.from('<html><body>x</body></html>')]))).toBeNull();
    const head = Buffer.concat([JPEG.subarray(0, 20), Buffer.from('<script>'), JPEG.subarray(20)]);
    expect(await detectImage(head)).toBeNull();
  });
});
