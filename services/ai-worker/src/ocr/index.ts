export {
  OCR_DEFAULTS,
  OcrError,
  createOcr,
  defaultLangPath,
  preprocessForOcr,
  type Ocr,
  type OcrErrorCode,
  type OcrOptions,
  type OcrResult,
  type RecognizeOptions,
} from './ocr.js';
export { reflowOcrText } from './reflow.js';
