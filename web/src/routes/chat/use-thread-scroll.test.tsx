// @vitest-environment jsdom
import { cleanup, fireEvent, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useThreadScroll } from './use-thread-scroll';

/**
 * jsdom lays nothing out, so the list gets a small layout of its own: the list is 600 px tall at
 * y=100, its messages stack from its top with the heights they are given (data-h), an urgent
 * banner sits 10 px into its answer, and scrollTop is clamped to what the content allows, as a
 * browser does. The hook's own reading and setting of positions is what is tested.
 */
const LIST_TOP = 100;
const LIST_HEIGHT = 600;

type Msg = { kind: 'user' | 'assistant' | 'pending'; h: number; urgent?: boolean };

const scrollTops = new WeakMap<Element, number>();
const heightOf = (el: Element) => Number(el.getAttribute('data-h') ?? 0);
const contentHeight = (list: Element) => [...list.children].reduce((sum, c) => sum + heightOf(c), 0);
const maxScroll = (list: Element) => Math.max(0, contentHeight(list) - LIST_HEIGHT);

function rect(top: number, height: number): DOMRect {
  return {
    top,
    height,
    bottom: top + height,
    left: 0,
    right: 390,
    width: 390,
    x: 0,
    y: top,
    toJSON: () => ({}),
  };
}

beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.dataset.testid === 'list' ? LIST_HEIGHT : heightOf(this);
  });
  vi.spyOn(HTMLElement.prototype, 'scrollTop', 'get').mockImplementation(function (this: HTMLElement) {
    return scrollTops.get(this) ?? 0;
  });
  vi.spyOn(HTMLElement.prototype, 'scrollTop', 'set').mockImplementation(function (this: HTMLElement, v) {
    scrollTops.set(this, Math.min(Math.max(0, v), maxScroll(this)));
  });
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    if (this.dataset.testid === 'list') return rect(LIST_TOP, LIST_HEIGHT);
    if (this.dataset.testid === 'urgent-banner') {
      return rect(this.parentElement!.getBoundingClientRect().top + 10, 80);
    }
    const list = this.parentElement!;
    let top = LIST_TOP - list.scrollTop;
    for (const sibling of list.children) {
      if (sibling === this) break;
      top += heightOf(sibling);
    }
    return rect(top, heightOf(this));
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Thread({
  messages,
  conversationId = 1,
  sending = false,
}: {
  messages: Msg[];
  conversationId?: number | null;
  sending?: boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const last = messages[messages.length - 1];
  useThreadScroll(ref, {
    conversationId,
    sending,
    version: messages.map((m) => `${m.kind}${m.h}`).join(','),
    urgent: Boolean(last?.kind === 'assistant' && last.urgent),
  });
  return (
    <div ref={ref} data-testid="list">
      {messages.map((m, i) => (
        <div
          key={i}
          data-h={m.h}
          data-testid={m.kind === 'user' ? 'chat-message-user' : `chat-message-${m.kind}`}
        >
          {m.urgent && <div data-testid="urgent-banner" />}
        </div>
      ))}
    </div>
  );
}

const list = () => document.querySelector<HTMLElement>('[data-testid="list"]')!;
/** Where the newest question's top is, seen from the list's top. */
const newestQuestionTop = () => {
  const qs = list().querySelectorAll('[data-testid="chat-message-user"]');
  return qs[qs.length - 1].getBoundingClientRect().top - LIST_TOP;
};

// Two earlier exchanges: 80 + 600 + 80 + 600 = 1360 px.
const EARLIER: Msg[] = [
  { kind: 'user', h: 80 },
  { kind: 'assistant', h: 600 },
  { kind: 'user', h: 80 },
  { kind: 'assistant', h: 600 },
];

describe('useThreadScroll', () => {
  it('places a new question at the top of the list and follows its streaming answer only that far', () => {
    const { rerender } = render(<Thread messages={EARLIER} />);
    // An opened conversation shows its newest exchange from its question, not its answer's end.
    expect(newestQuestionTop()).toBe(12);
    expect(list().scrollTop).toBe(680 - 12);

    // Sent: the question and 'Thinking...' below everything (clamped: as far down as there is).
    const asked: Msg[] = [...EARLIER, { kind: 'user', h: 60 }];
    rerender(<Thread messages={[...asked, { kind: 'pending', h: 60 }]} sending />);
    expect(list().scrollTop).toBe(maxScroll(list()));
    // The answer streams: the list follows it until the question is at the top...
    rerender(<Thread messages={[...asked, { kind: 'pending', h: 700 }]} sending />);
    expect(newestQuestionTop()).toBe(12);
    // ...and stays there while the answer grows far past the list's end.
    rerender(<Thread messages={[...asked, { kind: 'pending', h: 1500 }]} sending />);
    expect(newestQuestionTop()).toBe(12);
    expect(list().scrollTop).toBeLessThan(maxScroll(list()) - 900);
    // The stored answer replaces the streamed one: still read from its start.
    rerender(<Thread messages={[...asked, { kind: 'assistant', h: 1600 }]} />);
    expect(newestQuestionTop()).toBe(12);
  });

  it('does not move a list the parent scrolled themselves, until their next question', () => {
    const asked: Msg[] = [...EARLIER, { kind: 'user', h: 60 }];
    const { rerender } = render(<Thread messages={[...asked, { kind: 'pending', h: 60 }]} sending />);
    // The parent scrolls up to read an earlier answer while this one streams.
    fireEvent.wheel(list());
    list().scrollTop = 200;
    rerender(<Thread messages={[...asked, { kind: 'pending', h: 900 }]} sending />);
    expect(list().scrollTop).toBe(200);
    rerender(<Thread messages={[...asked, { kind: 'assistant', h: 1000 }]} />);
    expect(list().scrollTop).toBe(200);

    // Their next question is placed again.
    const next: Msg[] = [...asked, { kind: 'assistant', h: 1000 }, { kind: 'user', h: 60 }];
    rerender(<Thread messages={[...next, { kind: 'pending', h: 700 }]} sending />);
    expect(newestQuestionTop()).toBe(12);

    // Touch and keys count as the parent's own scrolling too.
    fireEvent.touchMove(list());
    list().scrollTop = 300;
    rerender(<Thread messages={[...next, { kind: 'pending', h: 800 }]} sending />);
    expect(list().scrollTop).toBe(300);
  });

  it('brings an urgent answer’s red banner into view even after the parent scrolled, once', () => {
    const asked: Msg[] = [...EARLIER, { kind: 'user', h: 60 }];
    const { rerender } = render(<Thread messages={[...asked, { kind: 'pending', h: 300 }]} sending />);
    fireEvent.keyDown(list(), { key: 'PageUp' });
    list().scrollTop = 100;
    rerender(<Thread messages={[...asked, { kind: 'assistant', h: 900, urgent: true }]} />);
    const banner = list().querySelector('[data-testid="urgent-banner"]')!;
    expect(banner.getBoundingClientRect().top - LIST_TOP).toBe(12);

    // Having seen it, the parent scrolls away: it is not forced back on them.
    fireEvent.wheel(list());
    list().scrollTop = 50;
    rerender(<Thread messages={[...asked, { kind: 'assistant', h: 901, urgent: true }]} />);
    expect(list().scrollTop).toBe(50);
  });

  it('places the answer’s start instead when the question alone would take much of the list', () => {
    const asked: Msg[] = [...EARLIER, { kind: 'user', h: 300 }];
    render(<Thread messages={[...asked, { kind: 'assistant', h: 900 }]} />);
    const answer = list().querySelector('[data-testid="chat-message-assistant"]:last-child')!;
    expect(answer.getBoundingClientRect().top - LIST_TOP).toBe(12);
  });

  it('starts afresh in another conversation', () => {
    const { rerender } = render(<Thread messages={EARLIER} />);
    fireEvent.wheel(list());
    list().scrollTop = 0;
    rerender(
      <Thread
        messages={[...EARLIER, { kind: 'user', h: 40 }, { kind: 'assistant', h: 700 }]}
        conversationId={2}
      />,
    );
    expect(newestQuestionTop()).toBe(12);
  });
});
