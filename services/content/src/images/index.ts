export {
  ACCEPTED_IMAGE_MIMES,
  ImageRejectedError,
  MAX_FRAMES,
  MAX_INPUT_PIXELS,
  MAX_UPLOAD_BYTES,
  THUMBNAIL_WIDTH,
  processUpload,
  type ImageMime,
  type ImageRejectionCode,
  type ProcessUploadOptions,
  type ProcessedImage,
} from './process.js';
export { FsImageStore, isSafeImageKey, type ImageStore, type StoredImage } from '@nestkeep/common';
