import { ext } from './browser.js';
import { originPattern } from './core.js';

/**
 * Whether the extension may call `origin`. The manifest asks for every http(s) site, which Chromium
 * grants at install; Firefox may leave it ungranted (a temporary add-on, or the user switched it
 * off), and then calls fail as cross-origin requests. Asking needs a click (a user gesture).
 */
export async function hasAccess(origin: string): Promise<boolean> {
  try {
    return await ext.permissions.contains({ origins: [originPattern(origin)] });
  } catch {
    return true; // No permissions API answer: let the call itself tell.
  }
}

export function requestAccess(origin: string): Promise<boolean> {
  return ext.permissions.request({ origins: [originPattern(origin)] });
}
