import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { AppError } from '@nestkeep/common';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ImageRejectedError, MAX_UPLOAD_BYTES, processUpload } from '../../src/images/index.js';

// Every image here is made by the test itself, with sharp or by hand.

const solid = (width: number, height: number, background = '#3a7bd5') =>
  sharp({ create: { width, height, channels: 3, background } });

/** A phone photo: 300x200 stored sideways (EXIF orientation 6), with camera and GPS tags. */
async function phonePhoto(): Promise<Buffer> {
  return solid(300, 200)
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 15' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 30/1 2604/100',
        GPSLongitudeRef: 'W',
        GPSLongitude: '0/1 7/1 3960/100',
      },
    })
    .toBuffer();
}

/** The tag numbers of IFD0 in an EXIF block ('Exif\0\0' then a TIFF header). 0x8825 points to GPS. */
function ifd0Tags(exif: Buffer): number[] {
  const tiff = exif.subarray(exif.indexOf('Exif\0\0', 0, 'latin1') + 6);
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd = u32(4);
  return Array.from({ length: u16(ifd) }, (_, i) => u16(ifd + 2 + i * 12));
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A 1-bit grey PNG declaring width x height: all-black rows deflate to almost nothing. */
function pngBomb(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, filter 0, no interlace
  const rows = Buffer.alloc(height * (1 + Math.ceil(width / 8)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** An animated GIF of `frames` frames, each width x height, every frame a different grey. */
function animatedGif(frames: number, width: number, height: number): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * frames * 3);
  for (let f = 0; f < frames; f++)
    raw.fill((f * 37) % 256, f * width * height * 3, (f + 1) * width * height * 3);
  return sharp(raw, { raw: { width, height: height * frames, channels: 3, pageHeight: height } })
    .gif({ delay: Array(frames).fill(80), loop: 0 })
    .toBuffer();
}

async function rejection(promise: Promise<unknown>): Promise<ImageRejectedError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ImageRejectedError);
  return err as ImageRejectedError;
}

describe('processUpload: accepted images', () => {
  it('re-encodes a JPEG as a JPEG and makes a 400px wide WebP thumbnail', async () => {
    const input = await solid(1200, 800).jpeg().toBuffer();
    const out = await processUpload(input);
    expect(out).toMatchObject({ mime: 'image/jpeg', width: 1200, height: 800, thumbnailMime: 'image/webp' });
    expect((await sharp(out.image).metadata()).format).toBe('jpeg');
    const thumb = await sharp(out.thumbnail).metadata();
    expect([thumb.format, thumb.width, thumb.height]).toEqual(['webp', 400, 267]);
  });

  it('accepts PNG, GIF and WebP, each kept in its own format', async () => {
    const png = await processUpload(await solid(50, 40).png().toBuffer());
    const gif = await processUpload(await solid(50, 40).gif().toBuffer());
    const webp = await processUpload(await solid(50, 40).webp().toBuffer());
    expect([png.mime, gif.mime, webp.mime]).toEqual(['image/png', 'image/gif', 'image/webp']);
    for (const out of [png, gif, webp]) {
      const meta = await sharp(out.image).metadata();
      expect(`image/${meta.format}`).toBe(out.mime);
      expect([meta.width, meta.height]).toEqual([50, 40]);
      // Not enlarged: the thumbnail of a small image is the image's own size.
      expect((await sharp(out.thumbnail).metadata()).width).toBe(50);
    }
  });

  it("drops a phone photo's EXIF and GPS position after turning it upright", async () => {
    const input = await phonePhoto();
    const before = await sharp(input).metadata();
    expect(before.orientation).toBe(6);
    expect(ifd0Tags(before.exif!)).toContain(0x8825); // GPSInfo is there to begin with

    const out = await processUpload(input);
    expect([out.width, out.height]).toEqual([200, 300]);
    for (const image of [out.image, out.thumbnail]) {
      const after = await sharp(image).metadata();
      expect(after.exif).toBeUndefined();
      expect(after.orientation).toBeUndefined();
      expect(after.xmp).toBeUndefined();
      expect(after.iptc).toBeUndefined();
    }
    expect((await sharp(out.image).metadata()).autoOrient).toEqual({ width: 200, height: 300 });
    expect(out.image.includes(Buffer.from('PhoneMaker'))).toBe(false);
  });

  it('drops XMP, PNG text chunks and ICC profiles, converting wide-gamut colour to sRGB', async () => {
    const xmp = '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF/></x:xmpmeta>';
    const withXmp = await solid(64, 64).withIccProfile('p3').withXmp(xmp).png().toBuffer();
    // Insert a tEXt chunk before the pixel data, as some apps write a location or a comment.
    const idat = withXmp.indexOf('IDAT', 8, 'latin1') - 4;
    const tagged = Buffer.concat([
      withXmp.subarray(0, idat),
      pngChunk('tEXt', Buffer.from('Comment\0taken at 51.5074 N, 0.1278 W', 'latin1')),
      withXmp.subarray(idat),
    ]);
    const before = await sharp(tagged).metadata();
    expect(before.hasProfile).toBe(true);
    expect(before.xmp).toBeDefined();
    expect(before.comments?.[0]?.text).toContain('51.5074');

    const out = await processUpload(tagged);
    const after = await sharp(out.image).metadata();
    expect(after.space).toBe('srgb');
    expect(after.hasProfile).toBe(false);
    // The P3 pixel values were converted back to the sRGB colour #3a7bd5 = (58, 123, 213), not just untagged.
    const [r, g, b] = await sharp(out.image).raw().toBuffer();
    expect([r, g, b].map((v, i) => Math.abs(v - [58, 123, 213][i]!) <= 2)).toEqual([true, true, true]);
    expect(after.xmp).toBeUndefined();
    expect(after.comments ?? []).toEqual([]);
    expect(out.image.includes(Buffer.from('51.5074'))).toBe(false);
  });

  it('decides the type from the bytes: a PNG saved as photo.jpg comes out as a PNG', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'nestkeep-images-'));
    try {
      const file = path.join(dir, 'photo.jpg');
      await writeFile(file, await solid(20, 20).png().toBuffer());
      const out = await processUpload(await readFile(file));
      expect(out.mime).toBe('image/png');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('keeps an animated GIF animated, reporting the size of one frame', async () => {
    const out = await processUpload(await animatedGif(6, 40, 30));
    expect([out.mime, out.width, out.height]).toEqual(['image/gif', 40, 30]);
    const meta = await sharp(out.image).metadata();
    expect(meta.pages).toBe(6);
    expect(meta.loop).toBe(0);
    const thumb = await sharp(out.thumbnail).metadata();
    expect([thumb.pages ?? 1, thumb.height]).toEqual([1, 30]);
  });

  it('accepts an upload of exactly 5 MB', async () => {
    const jpeg = await solid(100, 100).jpeg().toBuffer();
    // Bytes after the JPEG end marker are ignored by decoders: pad to the limit exactly.
    const padded = Buffer.concat([jpeg, Buffer.alloc(MAX_UPLOAD_BYTES - jpeg.length)]);
    expect(padded.length).toBe(5 * 1024 * 1024);
    await expect(processUpload(padded)).resolves.toMatchObject({ mime: 'image/jpeg', width: 100 });
  });
});

describe('processUpload: refused uploads', () => {
  it('refuses a text file as invalid_type with "Invalid file type"', async () => {
    const err = await rejection(processUpload(Buffer.from('Swaddle, then white noise.\n', 'utf8')));
    expect(err).toMatchObject({ code: 'invalid_type', message: 'Invalid file type', status: 415 });
    expect(err).toBeInstanceOf(AppError);
  });

  it('refuses an empty upload as invalid_type', async () => {
    expect((await rejection(processUpload(Buffer.alloc(0)))).code).toBe('invalid_type');
  });

  it('refuses real images of other types: SVG, TIFF, AVIF and BMP', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    const tiff = await solid(10, 10).tiff().toBuffer();
    const avif = await solid(16, 16).avif().toBuffer();
    const bmp = Buffer.concat([Buffer.from('BM'), randomBytes(100)]);
    for (const input of [svg, tiff, avif, bmp]) {
      expect((await rejection(processUpload(input))).code).toBe('invalid_type');
    }
  });

  it('refuses a 6 MB image as too_large with the spec messages, before decoding it', async () => {
    // Noise does not compress: 1450x1450 RGB is about 6 MB as PNG.
    const noisy = await sharp(randomBytes(1450 * 1450 * 3), {
      raw: { width: 1450, height: 1450, channels: 3 },
    })
      .png({ compressionLevel: 1 })
      .toBuffer();
    expect(noisy.length).toBeGreaterThan(6 * 1000 * 1000);
    const err = await rejection(processUpload(noisy));
    expect(err).toMatchObject({
      code: 'too_large',
      message: 'File too large',
      description: 'Please select an image smaller than 5MB',
      status: 413,
    });
    const oneByteOver = Buffer.concat([
      await solid(10, 10).jpeg().toBuffer(),
      Buffer.alloc(MAX_UPLOAD_BYTES),
    ]);
    expect((await rejection(processUpload(oneByteOver))).code).toBe('too_large');
  });

  it('refuses a 20000x20000 PNG of a few kilobytes (pixel bomb) without decoding it', async () => {
    const bomb = pngBomb(20_000, 20_000);
    expect(bomb.length).toBeLessThan(100_000);
    const started = performance.now();
    const err = await rejection(processUpload(bomb));
    expect(err).toMatchObject({ code: 'too_many_pixels', message: 'File too large', status: 413 });
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('refuses a large blank image over the pixel limit', async () => {
    // 8000x6000 = 48 MP of white compresses to a small PNG.
    const blank = await solid(8000, 6000, '#ffffff').png().toBuffer();
    expect(blank.length).toBeLessThan(MAX_UPLOAD_BYTES);
    expect((await rejection(processUpload(blank))).code).toBe('too_many_pixels');
    // The limit is an option: over it is refused, under it passes.
    expect(
      (await rejection(processUpload(await solid(300, 300).png().toBuffer(), { maxPixels: 80_000 }))).code,
    ).toBe('too_many_pixels');
    await expect(
      processUpload(await solid(200, 200).png().toBuffer(), { maxPixels: 80_000 }),
    ).resolves.toBeTruthy();
  });

  it('refuses an animated GIF with too many frames', async () => {
    const err = await rejection(processUpload(await animatedGif(150, 10, 10)));
    expect(err.code).toBe('too_many_pixels');
  });

  it('refuses an animation whose frames together exceed the pixel limit', async () => {
    const gif = await animatedGif(5, 100, 100); // 10,000 pixels a frame, 50,000 in all
    expect((await rejection(processUpload(gif, { maxPixels: 40_000 }))).code).toBe('too_many_pixels');
    await expect(processUpload(gif, { maxPixels: 60_000 })).resolves.toMatchObject({ mime: 'image/gif' });
  });

  it('refuses a truncated JPEG as corrupt', async () => {
    const noisy = await sharp(randomBytes(200 * 200 * 3), { raw: { width: 200, height: 200, channels: 3 } })
      .jpeg()
      .toBuffer();
    const truncated = noisy.subarray(0, Math.floor(noisy.length / 2));
    const err = await rejection(processUpload(truncated));
    expect(err).toMatchObject({ code: 'corrupt', status: 422 });
    expect(err.description).toMatch(/could not be read/);
  });

  it('refuses a file that starts like a PNG but is not one as corrupt', async () => {
    const png = await solid(20, 20).png().toBuffer();
    const garbled = Buffer.concat([png.subarray(0, 8), randomBytes(200)]);
    expect((await rejection(processUpload(garbled))).code).toBe('corrupt');
  });
});
