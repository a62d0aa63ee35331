import { useQuery } from '@tanstack/react-query';
import type { DataUsage } from '@nestkeep/common/web';
import { apiRequest, ApiError } from './client';

/** The privacy calls of part 1 §7: export, delete account, anonymise, what is stored. */
export const DATA_USAGE_KEY = ['/api/privacy/data-usage'];
export const DEFAULT_DELETE_REASON = 'User requested account deletion';

export function useDataUsage(enabled: boolean) {
  return useQuery<DataUsage>({ queryKey: DATA_USAGE_KEY, enabled });
}

/** The file name a Content-Disposition header gives (filename* first, then filename), or null. */
export function filenameFromDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)?'[^']*'([^;]+)/i.exec(header);
  if (star?.[1]) {
    try {
      const name = decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
      if (name) return safeName(name);
    } catch {
      // a malformed encoding: fall back to filename=
    }
  }
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/i.exec(header);
  const name = (plain?.[1] ?? plain?.[2] ?? '').replace(/\\(.)/g, '$1').trim();
  return name ? safeName(name) : null;
}

/** Only the last path segment: a header never chooses a folder. */
function safeName(name: string): string {
  return name.split(/[/\\]/).pop() || name;
}

/** The dated default when the server names no file: nestkeep-data-export-YYYY-MM-DD.json (or .zip). */
export function defaultExportName(contentType: string | null, now = new Date()): string {
  const y = now.getFullYear();
  const m = String(now.getMonth() + 1).padStart(2, '0');
  const d = String(now.getDate()).padStart(2, '0');
  const ext = contentType?.includes('zip') ? 'zip' : 'json';
  return `nestkeep-data-export-${y}-${m}-${d}.${ext}`;
}

/** GET /api/privacy/export: the whole file, and the name to save it under. */
export async function fetchExport(): Promise<{ blob: Blob; filename: string }> {
  const res = await fetch('/api/privacy/export', { credentials: 'include' });
  if (!res.ok) {
    const text = await res.text().catch(() => '');
    throw new ApiError(res.status, `${res.status}: ${text || res.statusText}`, text);
  }
  const blob = await res.blob();
  const filename =
    filenameFromDisposition(res.headers.get('content-disposition')) ??
    defaultExportName(res.headers.get('content-type'));
  return { blob, filename };
}

/** Hands a blob to the browser as a download under `filename`. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.rel = 'noopener';
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Revoked later: some browsers read the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** DELETE /api/privacy/delete-account {reason}; an empty reason sends the spec's default (part 1 §5). */
export function deleteAccount(reason: string): Promise<unknown> {
  return apiRequest('DELETE', '/api/privacy/delete-account', {
    reason: reason.trim() || DEFAULT_DELETE_REASON,
  });
}

/** POST /api/privacy/anonymize (no body). */
export function anonymizeAccount(): Promise<unknown> {
  return apiRequest('POST', '/api/privacy/anonymize');
}

/** Where the page goes after deletion or anonymisation (an object, so tests can watch it). */
export const pageExit = {
  goHome: () => window.location.assign('/'),
  reload: () => window.location.reload(),
};
