import type { RedFlag, RedFlagContext } from './index.js';

// Placeholder signatures; the detector is being written (issue 8 point 6).
export function detectRedFlags(_question: string, _context?: RedFlagContext): RedFlag[] {
  return [];
}
export function redFlagsById(_ids: string[]): RedFlag[] {
  return [];
}
export function urgentPreamble(_flags: RedFlag[]): string {
  return '';
}
