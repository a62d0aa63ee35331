export {
  OcrError,
  createOcr,
  defaultLangPath,
  preprocessForOcr,
  type Ocr,
  type OcrErrorCode,
  type OcrOptions,
  type OcrResult,
} from './ocr.js';
