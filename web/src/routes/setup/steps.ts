/** The five steps of the iOS shortcut (spec part 1 §2, §9). `{url}` is replaced by the shortcut URL. */
export const SETUP_STEPS: ReadonlyArray<{ title: string; body: string[] }> = [
  {
    title: 'Open the Shortcuts app',
    body: [
      'Shortcuts comes with iOS and iPadOS. If you removed it, download it again for free from the App Store.',
      'Open the My Shortcuts tab at the bottom of the screen.',
    ],
  },
  {
    title: 'Create a new shortcut',
    body: [
      'Tap + in the top-right corner to start a new shortcut.',
      'Tap the name at the top, choose Rename and call it "Save to NestKeep".',
    ],
  },
  {
    title: 'Receive URLs from the Share Sheet',
    body: [
      'Tap the Details button (the "i" at the bottom of the editor) and turn on Show in Share Sheet.',
      'The editor now starts with "Receive Any input from Share Sheet": tap Any, clear the selection and tick only URLs and Safari web pages.',
    ],
  },
  {
    title: 'Open NestKeep with the link',
    body: [
      'Tap the search field at the bottom, search for "URL" and add the URL action. Type {url} into it, then tap Variables (or the keyboard’s variable bar) and insert Shortcut Input right after it.',
      'Search for "Open URLs" and add it below; it opens the URL from the previous action.',
    ],
  },
  {
    title: 'Add it to your Share Sheet',
    body: [
      'Tap Done. Open a post in Instagram, TikTok, YouTube or Safari and tap Share.',
      'Scroll the row of actions to the end, tap Edit Actions and add "Save to NestKeep" to Favorites so it is always near the top.',
    ],
  },
];

export const TEST_CONTENT = 'Test content from setup';

/** What the shortcut opens, before the shared link: the site origin plus '/?url='. */
export function shortcutUrl(origin: string): string {
  return `${origin}/?url=`;
}

/** Where the test box goes: the origin with the url and the test content (part 1 §2). */
export function testShortcutHref(origin: string, url: string): string {
  return `${origin}/?url=${encodeURIComponent(url.trim())}&content=${encodeURIComponent(TEST_CONTENT)}`;
}

/** Toggles one step's done state (a new set, for React state). */
export function toggleStep(done: ReadonlySet<number>, step: number): Set<number> {
  const next = new Set(done);
  if (next.has(step)) next.delete(step);
  else next.add(step);
  return next;
}

/** The token the setup page creates for the background shortcut (issue 11 point 2). */
export const SHORTCUT_TOKEN_NAME = 'iPhone shortcut';

/** Where the background shortcut posts: the site origin plus '/api/content'. */
export function quickSaveEndpoint(origin: string): string {
  return `${origin}/api/content`;
}

/** The Authorization header's value in the shortcut; a placeholder until a token is created. */
export function bearerValue(token: string | null | undefined): string {
  return `Bearer ${token || '<your token>'}`;
}

/** The background path's steps, after creating the token (the first step is the token itself). */
export const BACKGROUND_STEPS: ReadonlyArray<{ title: string; body: string[] }> = [
  {
    title: 'Create a new shortcut',
    body: [
      'Open the Shortcuts app, tap + in the top-right corner and rename the shortcut "Save to NestKeep".',
    ],
  },
  {
    title: "Receive 'URLs and Text' from Share Sheet",
    body: [
      'Tap the Details button (the "i" at the bottom of the editor) and turn on Show in Share Sheet.',
      'The editor now starts with "Receive Any input from Share Sheet": tap Any, clear the selection and tick only URLs and Text.',
    ],
  },
  {
    title: 'Add Get Contents of URL',
    body: [
      'Search for "Get Contents of URL" and add it. Set its fields exactly as below (tap the arrow next to the URL to show Method, Headers and Request Body):',
    ],
  },
  {
    title: "Show Notification 'Saved to NestKeep'",
    body: [
      'Search for "Get Dictionary Value" and add it: Get Value for title in Contents of URL.',
      'Search for "Show Notification" and add it. Type Saved to NestKeep as its text, then insert the Dictionary Value after it so the notification shows the saved title.',
      'Tap Done. Share any post to "Save to NestKeep": it saves in the background and you stay in the app you were in.',
    ],
  },
];

/**
 * The desktop bookmarklet: opens this origin's save dialog for the current page (its address and
 * title) in a new window. A `javascript:` address, so it is set on the link by hand (React refuses
 * javascript: hrefs).
 */
export function bookmarkletHref(origin: string): string {
  const base = `${origin}/?url=`.replace(/['\\]/g, (c) => `\\${c}`);
  return (
    'javascript:(function(){window.open(' +
    `'${base}'+encodeURIComponent(location.href)+'&content='+encodeURIComponent(document.title),` +
    "'_blank','noopener');})();"
  );
}

/** The browser extension downloads the gateway serves (built by the extension workspace). */
export const EXTENSION_DOWNLOADS = [
  { browser: 'Chrome, Edge, Brave', href: '/downloads/nestkeep-extension-chromium.zip' },
  { browser: 'Firefox', href: '/downloads/nestkeep-extension-firefox.zip' },
] as const;
