// How the tests and benchmarks launch Debian's Chromium (one place for the path and the flags).
// Without the background-networking flags Chromium keeps dialling out, which this machine refuses.
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];
