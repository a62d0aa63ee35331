import { ext } from './browser.js';
import { originPattern } from './core.js';

/**
 * Whether the extension may call the NestKeep at `origin`. The manifest asks for no site at
 * install (issue 22 point 8): the NestKeep address is an optional host permission, asked for when
 * the parent presses Connect (a click: browsers only ask during a user gesture). The pages saved
 * are reached through activeTab, never through this.
 */
export async function hasAccess(origin: string): Promise<boolean> {
  try {
    return await ext.permissions.contains({ origins: [originPattern(origin)] });
  } catch {
    return true; // No permissions API answer: let the call itself tell.
  }
}

/**
 * Asks for the NestKeep address. Call it first thing in a click handler (before any other await),
 * or the browser refuses for want of a user gesture.
 */
export function requestAccess(origin: string): Promise<boolean> {
  return ext.permissions.request({ origins: [originPattern(origin)] }).catch(() => false);
}
