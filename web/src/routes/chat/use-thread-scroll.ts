import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

/** Room left above the placed message, in px. */
const GAP = 12;
/** Keys that scroll a focused scroller. */
const SCROLL_KEYS = new Set(['ArrowUp', 'ArrowDown', 'PageUp', 'PageDown', 'Home', 'End', ' ']);

/**
 * What the thread is placed on: the newest urgent answer's red banner, else the newest question
 * (the answer's start right under it); a question taller than a third of the list would push its
 * answer's start out of view, so then the answer's start is placed instead.
 */
function anchorOf(scroller: HTMLElement, urgent: boolean): Element | null {
  if (urgent) {
    const banners = scroller.querySelectorAll('[data-testid="urgent-banner"]');
    if (banners.length) return banners[banners.length - 1];
  }
  const questions = scroller.querySelectorAll('[data-testid="chat-message-user"]');
  const question = questions.length ? questions[questions.length - 1] : null;
  if (!question) return null;
  const answer = question.nextElementSibling;
  if (answer && question.getBoundingClientRect().height > scroller.clientHeight / 3) return answer;
  return question;
}

/**
 * Where the chat's message list scrolls (part 2 §4; issue 22 walk): a new exchange, or an opened
 * conversation, is placed with its question at the top of the list, so a long answer is read from
 * its first line and not from its sources; while the answer streams, the list follows it only until
 * the question reaches the top (never forced down to the answer's end). An urgent answer brings its
 * red banner into view, once per exchange. Once the parent scrolls the list by hand (wheel, touch,
 * keys, scrollbar), it stays where they put it until they send the next question or open another
 * conversation. Only the list scrolls: scrollIntoView would move the page and the screen's frame.
 */
export function useThreadScroll(
  scrollerRef: RefObject<HTMLElement | null>,
  {
    conversationId,
    sending,
    version,
    urgent,
  }: {
    /** The conversation shown; another one is a fresh start. */
    conversationId: number | null;
    /** A question is on its way; its start is a fresh exchange. */
    sending: boolean;
    /** Changes whenever the thread's content does (messages, streamed text). */
    version: string;
    /** The newest answer is urgent. */
    urgent: boolean;
  },
) {
  const state = useRef({
    conversationId: undefined as number | null | undefined,
    sending: false,
    exchange: 0,
    userScrolled: false,
    urgentShownIn: -1,
  });

  useEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    const byHand = () => {
      state.current.userScrolled = true;
    };
    const key = (e: KeyboardEvent) => SCROLL_KEYS.has(e.key) && byHand();
    // A press on the list itself (not on a message) is its scrollbar.
    const press = (e: PointerEvent) => e.target === scroller && byHand();
    scroller.addEventListener('wheel', byHand, { passive: true });
    scroller.addEventListener('touchmove', byHand, { passive: true });
    scroller.addEventListener('keydown', key);
    scroller.addEventListener('pointerdown', press);
    return () => {
      scroller.removeEventListener('wheel', byHand);
      scroller.removeEventListener('touchmove', byHand);
      scroller.removeEventListener('keydown', key);
      scroller.removeEventListener('pointerdown', press);
    };
  }, [scrollerRef]);

  useLayoutEffect(() => {
    const s = state.current;
    if (conversationId !== s.conversationId || (sending && !s.sending)) {
      s.exchange += 1;
      s.userScrolled = false;
    }
    s.conversationId = conversationId;
    s.sending = sending;
    const scroller = scrollerRef.current;
    if (!scroller) return;
    const urgentFirstSeen = urgent && s.urgentShownIn !== s.exchange;
    if (s.userScrolled && !urgentFirstSeen) return;
    const anchor = anchorOf(scroller, urgent);
    if (!anchor) return;
    if (urgent) s.urgentShownIn = s.exchange;
    scroller.scrollTop =
      scroller.scrollTop + anchor.getBoundingClientRect().top - scroller.getBoundingClientRect().top - GAP;
  }, [scrollerRef, conversationId, sending, version, urgent]);
}
