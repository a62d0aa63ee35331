import { AppError } from '@nestkeep/common';
import sharp, { type Metadata, type Sharp } from 'sharp';

/** Spec part 2 §5 and §9: JPEG, PNG, GIF and WebP, at most 5MB. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** Decoded pixels (all frames together) an upload may expand to: 40 MP is about 160 MB of RGBA. */
export const MAX_INPUT_PIXELS = 40_000_000;
/** Frames an animated GIF or WebP may have. */
export const MAX_FRAMES = 100;
export const THUMBNAIL_WIDTH = 400;

export type ImageMime = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/gif';
export const ACCEPTED_IMAGE_MIMES: readonly ImageMime[] = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
];

export type ImageRejectionCode = 'invalid_type' | 'too_large' | 'too_many_pixels' | 'corrupt';

/**
 * An upload we refuse. `message` is the spec's title ('Invalid file type', 'File too large'),
 * `description` the line under it ('Please select an image smaller than 5MB'). Extends the one
 * AppError, so the error middleware renders it as `{error: code, message}`.
 */
export class ImageRejectedError extends AppError {
  declare readonly code: ImageRejectionCode;
  readonly description: string;

  constructor(code: ImageRejectionCode, description: string, cause?: unknown) {
    const status = code === 'too_large' || code === 'too_many_pixels' ? 413 : code === 'corrupt' ? 422 : 415;
    const message =
      code === 'too_large' || code === 'too_many_pixels' ? 'File too large' : 'Invalid file type';
    super(status, code, message, undefined, { description });
    this.name = 'ImageRejectedError';
    this.description = description;
    if (cause !== undefined) this.cause = cause;
  }
}

export interface ProcessUploadOptions {
  /** Largest accepted upload in bytes (default 5 MB). */
  maxBytes?: number;
  /** Largest decoded size in pixels, all frames of an animation counted (default 40 MP). */
  maxPixels?: number;
  /** Most frames an animated image may have (default 100). */
  maxFrames?: number;
  /** Thumbnail width in pixels; smaller images are not enlarged (default 400). */
  thumbnailWidth?: number;
}

export interface ProcessedImage {
  /** Re-encoded image: upright, sRGB, no metadata at all (EXIF, GPS, XMP, IPTC, ICC). */
  image: Buffer;
  /** The decoded format, which the re-encoded image keeps. */
  mime: ImageMime;
  /** Size of the (first) frame after auto-rotation. */
  width: number;
  height: number;
  /** First frame, `thumbnailWidth` wide at most, as WebP without metadata. */
  thumbnail: Buffer;
  thumbnailMime: 'image/webp';
}

type Format = 'jpeg' | 'png' | 'gif' | 'webp';
const MIME_OF: Record<Format, ImageMime> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
};

/**
 * The format told by the first bytes. Only these four are ever handed to sharp, so SVG, TIFF,
 * HEIF, PDF and the rest of libvips' loaders are never reached by user input.
 */
function sniffFormat(buffer: Buffer): Format | null {
  const starts = (bytes: number[], at = 0) => bytes.every((byte, i) => buffer[at + i] === byte);
  if (starts([0xff, 0xd8, 0xff])) return 'jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (
    buffer.subarray(0, 6).toString('latin1') === 'GIF87a' ||
    buffer.subarray(0, 6).toString('latin1') === 'GIF89a'
  )
    return 'gif';
  if (
    buffer.subarray(0, 4).toString('latin1') === 'RIFF' &&
    buffer.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'webp';
  return null;
}

const megabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10}MB`;

const INVALID_TYPE = 'Please select a JPEG, PNG, GIF or WebP image.';
const UNREADABLE = 'The image could not be read; it may be damaged or incomplete.';

function rejectionFromSharp(err: unknown, tooManyPixels: string): ImageRejectedError {
  const text = err instanceof Error ? err.message : String(err);
  if (/pixel limit/i.test(text)) return new ImageRejectedError('too_many_pixels', tooManyPixels, err);
  if (/unsupported image format/i.test(text))
    return new ImageRejectedError('invalid_type', INVALID_TYPE, err);
  return new ImageRejectedError('corrupt', UNREADABLE, err);
}

function encode(pipeline: Sharp, format: Format): Sharp {
  switch (format) {
    case 'jpeg':
      return pipeline.jpeg({ quality: 85 });
    case 'png':
      return pipeline.png();
    case 'webp':
      return pipeline.webp({ quality: 85 });
    case 'gif':
      return pipeline.gif();
  }
}

/**
 * Checks and cleans an uploaded image. The type is decided by its bytes and by decoding it with
 * sharp (never by file name or declared type); size, pixel count and frame count are bounded
 * before any pixel is decoded; the output is re-encoded in the same format, rotated upright by
 * its EXIF orientation, converted to sRGB, with every piece of metadata dropped (a phone photo's
 * GPS position included). Throws ImageRejectedError.
 */
export async function processUpload(
  buffer: Buffer,
  opts: ProcessUploadOptions = {},
): Promise<ProcessedImage> {
  const maxBytes = opts.maxBytes ?? MAX_UPLOAD_BYTES;
  const maxPixels = opts.maxPixels ?? MAX_INPUT_PIXELS;
  const maxFrames = opts.maxFrames ?? MAX_FRAMES;
  const thumbnailWidth = opts.thumbnailWidth ?? THUMBNAIL_WIDTH;
  const tooManyPixels = `Please select an image smaller than ${Math.floor(maxPixels / 1_000_000)} megapixels`;

  if (buffer.length > maxBytes) {
    throw new ImageRejectedError('too_large', `Please select an image smaller than ${megabytes(maxBytes)}`);
  }
  const sniffed = sniffFormat(buffer);
  if (!sniffed) throw new ImageRejectedError('invalid_type', INVALID_TYPE);

  // Reading the header decodes no pixels; the limits below are checked before anything is.
  let metadata: Metadata;
  try {
    metadata = await sharp(buffer).metadata();
  } catch (err) {
    throw rejectionFromSharp(err, tooManyPixels);
  }
  const format = metadata.format as string;
  if (format !== sniffed) throw new ImageRejectedError('invalid_type', INVALID_TYPE);

  const frames = metadata.pages ?? 1;
  // Without `animated`, sharp reports the size of one frame.
  const framePixels = metadata.width * metadata.height;
  if (framePixels > maxPixels || framePixels * frames > maxPixels || frames > maxFrames) {
    throw new ImageRejectedError('too_many_pixels', tooManyPixels);
  }

  const animated = frames > 1;
  // limitInputPixels is sharp's own guard on top of the check above (it counts all frames when
  // animated); failOn 'error' refuses truncated and broken pixel data.
  const input = { limitInputPixels: maxPixels, failOn: 'error' as const };
  try {
    const [main, thumbnail] = await Promise.all([
      // Orientation is applied to still images; EXIF orientation on animations is not a thing
      // browsers honour either.
      encode(sharp(buffer, { ...input, animated, autoOrient: !animated }), sniffed).toBuffer({
        resolveWithObject: true,
      }),
      sharp(buffer, { ...input, autoOrient: true })
        .resize({ width: thumbnailWidth, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer(),
    ]);
    return {
      image: main.data,
      mime: MIME_OF[sniffed],
      width: main.info.width,
      height: main.info.pageHeight ?? main.info.height,
      thumbnail,
      thumbnailMime: 'image/webp',
    };
  } catch (err) {
    throw rejectionFromSharp(err, tooManyPixels);
  }
}
