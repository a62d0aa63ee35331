import { generatedNameSchema, nameGenerationResponse, type GeneratedName } from '@nestkeep/common/web';

/**
 * What a visitor was looking at when a heart sent them to sign in: the shown names and the name they
 * hearted. Kept for this tab only, so they come back to the same list with that name saved.
 */
const KEY = 'nestkeep:baby-names';
const sessionSchema = nameGenerationResponse.extend({ pendingFavorite: generatedNameSchema.optional() });
export interface NamesSession {
  names: GeneratedName[];
  pendingFavorite?: GeneratedName;
}

export function saveSession(session: NamesSession): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(session));
  } catch {
    // storage unavailable (private mode): the visitor comes back to an empty list
  }
}

export function readSession(): NamesSession | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    const parsed = raw ? sessionSchema.safeParse(JSON.parse(raw)) : null;
    return parsed?.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function clearSession(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing kept
  }
}
