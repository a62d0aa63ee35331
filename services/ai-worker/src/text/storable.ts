/**
 * Text the worker sends back must be storable: Postgres `text` refuses NUL, and a lone UTF-16
 * surrogate (half an emoji, from a cut or a broken page) is not valid UTF-8. Fetched pages, page
 * metadata and OCR output may carry either, and a result content cannot store would never finish,
 * so everything is cleaned here, once, before it leaves the worker.
 */

/** C0 controls except tab, line feed and carriage return, and DEL: never readable text. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROLS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;
/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** The text without NUL and other control characters, and without lone surrogates. */
export function storableText(text: string): string {
  return text.replace(CONTROLS, '').replace(LONE_SURROGATE, '');
}

/** The same value with every string in it (object values, array items) made storable. */
export function storable<T>(value: T): T {
  if (typeof value === 'string') return storableText(value) as T;
  if (Array.isArray(value)) return value.map((v: unknown) => storable(v)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, storable(v)])) as T;
  }
  return value;
}

/** At most max UTF-16 units of text, never cutting an emoji (a surrogate pair) in half. */
export function sliceWhole(text: string, max: number): string {
  if (text.length <= max) return text;
  const end = /[\uD800-\uDBFF]/.test(text[max - 1] ?? '') ? max - 1 : max;
  return text.slice(0, end);
}
