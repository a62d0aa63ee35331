import { AlertTriangle, BookmarkCheck, ExternalLink, Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ChatMessage, ChatSource } from '@nestkeep/common/web';
import { cn } from '@/lib/utils';

/** An answer's paragraphs (blank-line separated); line breaks inside one are kept by CSS. */
export function paragraphsOf(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/**
 * One entry per distinct source: an answer may cite two passages of the same page, which would
 * list that page twice. The text's [n] markers are renumbered to match, and a marker repeated in
 * a row after merging ("[1] [1]") is kept once.
 */
export function mergeSources(text: string, sources: ChatSource[]): { text: string; sources: ChatSource[] } {
  const merged: ChatSource[] = [];
  const numberOf = new Map<number, number>();
  sources.forEach((s, i) => {
    const key = `${s.kind}|${s.itemId ?? s.url ?? s.title}`;
    let at = merged.findIndex((m) => `${m.kind}|${m.itemId ?? m.url ?? m.title}` === key);
    if (at < 0) at = merged.push(s) - 1;
    numberOf.set(i + 1, at + 1);
  });
  if (merged.length === sources.length) return { text, sources };
  const renumbered = text
    .replace(/\[(\d+)\]/g, (marker, n: string) => {
      const to = numberOf.get(Number(n));
      return to === undefined ? marker : `[${to}]`;
    })
    .replace(/\[(\d+)\](\s*)\[\1\]/g, '[$1]');
  return { text: renumbered, sources: merged };
}

/**
 * A paragraph whose sentences all cite the same source reads better with one marker: a marker
 * is dropped when the paragraph's next marker is the same one ("A. [1] B. [1]" reads "A. B. [1]").
 */
export function collapseCitations(paragraph: string): string {
  const markers = [...paragraph.matchAll(/\s*\[(\d+)\]/g)];
  const drop = new Set(markers.filter((m, i) => markers[i + 1]?.[1] === m[1]).map((m) => m.index));
  let out = '';
  let from = 0;
  for (const m of markers) {
    if (!drop.has(m.index)) continue;
    out += paragraph.slice(from, m.index);
    from = m.index + m[0].length;
  }
  return out + paragraph.slice(from);
}

/** A paragraph with its [n] citation markers as small superscripts. */
function withCitations(text: string): ReactNode[] {
  return collapseCitations(text)
    .split(/(\[\d+\])/)
    .map((part, i) => {
      const m = /^\[(\d+)\]$/.exec(part);
      if (!m) return part;
      return (
        <sup
          key={i}
          className="ml-0.5 text-[0.7em] font-semibold text-primary dark:text-violet-300"
          aria-label={`source ${m[1]}`}
        >
          [{m[1]}]
        </sup>
      );
    });
}

export function MessageText({ text }: { text: string }) {
  return (
    <div className="space-y-3 [overflow-wrap:anywhere]">
      {paragraphsOf(text).map((p, i) => (
        <p key={i} className="whitespace-pre-line">
          {withCitations(p)}
        </p>
      ))}
    </div>
  );
}

/** The cited sources under an answer, numbered as the text cites them. */
export function SourceList({
  sources,
  onOpenSaved,
}: {
  sources: ChatSource[];
  onOpenSaved: (itemId: number) => void;
}) {
  if (sources.length === 0) return null;
  return (
    <div className="mt-3 border-t border-border pt-2">
      <p className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">Sources</p>
      <ol className="mt-1 space-y-1 text-sm">
        {sources.map((s, i) => (
          <li key={i} className="flex gap-1.5" data-testid="chat-source" data-kind={s.kind}>
            <span className="text-muted-foreground">[{i + 1}]</span>
            {s.kind === 'saved' && s.itemId !== undefined ? (
              <button
                type="button"
                className="inline-flex items-center gap-1 text-left text-primary underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary dark:text-violet-300"
                onClick={() => onOpenSaved(s.itemId!)}
              >
                <BookmarkCheck className="h-3.5 w-3.5 shrink-0" aria-hidden />
                {s.title}
                <span className="text-muted-foreground"> (your saved item)</span>
              </button>
            ) : s.url ? (
              <span>
                <a
                  href={s.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-1 text-primary underline-offset-2 hover:underline dark:text-violet-300"
                >
                  {s.title}
                  <ExternalLink className="h-3 w-3 shrink-0" aria-hidden />
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
                {s.organisation && <span className="text-muted-foreground"> — {s.organisation}</span>}
              </span>
            ) : (
              <span>
                {s.title}
                {s.organisation && <span className="text-muted-foreground"> — {s.organisation}</span>}
              </span>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}

/** The red banner of an urgent answer: its opening advice (the answer's first paragraph). */
export function UrgentBanner({ advice }: { advice: string }) {
  return (
    <div
      role="alert"
      data-testid="urgent-banner"
      className="mb-3 rounded-lg border-2 border-red-600 bg-red-50 p-3 text-red-900 dark:bg-red-950/60 dark:text-red-100"
    >
      <p className="flex items-center gap-2 font-bold">
        <AlertTriangle className="h-5 w-5 shrink-0" aria-hidden /> Seek urgent help now
      </p>
      <p className="mt-1 whitespace-pre-line">{advice}</p>
    </div>
  );
}

function Bubble({
  role,
  children,
  testId,
}: {
  role: 'user' | 'assistant';
  children: ReactNode;
  testId: string;
}) {
  return (
    <li className={cn('flex', role === 'user' ? 'justify-end' : 'justify-start')} data-testid={testId}>
      <div
        className={cn(
          'max-w-[92%] rounded-2xl px-4 py-3 text-sm sm:max-w-[85%]',
          role === 'user' ? 'bg-primary text-primary-foreground' : 'border border-border bg-card',
        )}
      >
        <span className="sr-only">{role === 'user' ? 'You:' : 'Assistant:'}</span>
        {children}
      </div>
    </li>
  );
}

/** One stored message; an urgent answer opens with the red banner holding its first paragraph. */
export function ChatMessageView({
  message,
  onOpenSaved,
}: {
  message: Pick<ChatMessage, 'role' | 'content' | 'sources' | 'urgent'>;
  onOpenSaved: (itemId: number) => void;
}) {
  if (message.role === 'user') {
    return (
      <Bubble role="user" testId="chat-message-user">
        <p className="whitespace-pre-line [overflow-wrap:anywhere]">{message.content}</p>
      </Bubble>
    );
  }
  const { text, sources } = mergeSources(message.content, message.sources);
  const paragraphs = paragraphsOf(text);
  const urgent = message.urgent && paragraphs.length > 0;
  return (
    <Bubble role="assistant" testId="chat-message-assistant">
      {urgent && <UrgentBanner advice={paragraphs[0]} />}
      <MessageText text={urgent ? paragraphs.slice(1).join('\n\n') : text} />
      <SourceList sources={sources} onOpenSaved={onOpenSaved} />
    </Bubble>
  );
}

/** The question being sent and its answer so far: streamed text, else 'Thinking...'. */
export function PendingExchange({ question, streamed }: { question: string; streamed: string | null }) {
  return (
    <>
      <Bubble role="user" testId="chat-message-user">
        <p className="whitespace-pre-line [overflow-wrap:anywhere]">{question}</p>
      </Bubble>
      <Bubble role="assistant" testId="chat-message-pending">
        {streamed ? (
          <div aria-live="polite" aria-busy="true">
            <MessageText text={streamed} />
          </div>
        ) : (
          <p role="status" className="flex items-center gap-2 text-muted-foreground">
            <Loader2 className="h-4 w-4 animate-spin motion-reduce:animate-none" aria-hidden />
            Thinking...
          </p>
        )}
      </Bubble>
    </>
  );
}
