/** The link-metadata fetcher: an SSRF-guarded fetch and what the worker reads from a page. */
export {
  fetchLinkMetadata,
  type LinkMetadata,
  type LinkMetadataInput,
  type LinkMetadataOptions,
} from './link-metadata.js';
export {
  ACCEPTED_CONTENT_TYPES,
  safeFetch,
  systemResolver,
  type ResolvedAddress,
  type Resolver,
  type SafeFetchOptions,
  type SafeFetchResult,
} from './safe-fetch.js';
export { FetchFailedError, FetchRefusedError, type FailureReason, type RefusalReason } from './errors.js';
export {
  checkAddress,
  checkUrl,
  forbiddenRange,
  parseAllowList,
  type AllowList,
  type GuardPolicy,
} from './ssrf-guard.js';
export { readableText } from './readable-text.js';
export { titleFromCaption, titleFromUrl } from './titles.js';
