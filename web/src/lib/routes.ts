import { TOOLS } from './tools';

/** Where the top navigation (and the content modal) are hidden (spec part 1 §2). */
export const NO_NAV_ROUTES = [
  '/',
  '/original-landing',
  '/old-landing',
  '/new-landing',
  '/login',
  '/baby-milestone-tracker',
  '/signup',
];

/**
 * Where the main area gets bottom padding and the bottom navigation shows: the spec's routes, and
 * (issue 22) the tools listing and every tool the app has grown since, so that a phone reaches the
 * feeding tracker from the bottom bar's Tools and can leave it the same way.
 */
export const BOTTOM_NAV_ROUTES = [
  ...new Set([
    '/app',
    '/dashboard',
    '/saved',
    '/profile',
    '/setup',
    '/chat',
    '/tools/milestone-tracker',
    '/tools/baby-name-generator',
    '/tools/growth-calculator',
    '/tools/due-date-calculator',
    '/tools',
    ...TOOLS.map((t) => t.path),
  ]),
];

export const showsNav = (path: string) => !NO_NAV_ROUTES.includes(path);
export const showsBottomNav = (path: string) => BOTTOM_NAV_ROUTES.includes(path);

/** The window event that opens the add-content modal from anywhere. */
export const OPEN_CONTENT_MODAL = 'openContentModal';
export function openContentModal(detail?: { url?: string; content?: string }) {
  window.dispatchEvent(new CustomEvent(OPEN_CONTENT_MODAL, { detail }));
}
