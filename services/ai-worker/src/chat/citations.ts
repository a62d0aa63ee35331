/**
 * Citation markers in an answer: '[2]', or '[1, 3]' from a model. An answer shows them numbered
 * 1, 2, 3 in the order they first appear, matching its list of sources; the renumbering works on
 * a stream of tokens too (a marker split across tokens is held back until it closes), so the text
 * streamed and the text stored are the same.
 */

export const CITATION = /\[(\d{1,3}(?:\s*,\s*\d{1,3})*)\]/g;
/** The start of a marker that may still be closing at the end of a chunk. */
const OPEN_TAIL = /\[[\d,\s]{0,16}$/;

/** The numbers cited in `text`, each once, in order of first citation. */
export function citedNumbers(text: string): number[] {
  const seen: number[] = [];
  for (const m of text.matchAll(CITATION)) {
    for (const n of m[1]!.split(',').map((s) => Number(s.trim()))) if (!seen.includes(n)) seen.push(n);
  }
  return seen;
}

/**
 * Renumbers markers in order of first appearance; `order[i]` is the original number shown as
 * i + 1. Numbers with the same `sourceOf` (two passages summarising one page) share one number,
 * so a source is listed once.
 */
export class CitationRenumberer {
  readonly order: number[] = [];
  private readonly sources: string[] = [];
  private pending = '';

  constructor(private readonly sourceOf: (n: number) => string = String) {}

  private number(n: number): number {
    const source = this.sourceOf(n);
    let i = this.sources.indexOf(source);
    if (i < 0) {
      this.sources.push(source);
      i = this.order.push(n) - 1;
    }
    return i + 1;
  }

  /** `text` with every complete marker renumbered ('[1, 3]' becomes '[1][2]'; '[1, 2]' of one page '[1]'). */
  rewrite(text: string): string {
    return text.replace(CITATION, (_m, list: string) =>
      [...new Set(list.split(',').map((s) => this.number(Number(s.trim()))))].map((n) => `[${n}]`).join(''),
    );
  }

  /** The part of the stream so far that can be shown; a marker still open is kept for later. */
  push(chunk: string): string {
    const text = this.pending + chunk;
    const tail = OPEN_TAIL.exec(text);
    this.pending = tail ? tail[0] : '';
    return this.rewrite(tail ? text.slice(0, tail.index) : text);
  }

  /** Whatever was held back, at the end of the stream. */
  flush(): string {
    const rest = this.rewrite(this.pending);
    this.pending = '';
    return rest;
  }
}

/** `text` renumbered in order of first citation, with that order. */
export function renumberCitations(
  text: string,
  sourceOf?: (n: number) => string,
): { text: string; order: number[] } {
  const r = new CitationRenumberer(sourceOf);
  return { text: r.rewrite(text), order: r.order };
}
