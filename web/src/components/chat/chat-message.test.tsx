// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHAT_DISCLAIMER, type ChatMessage } from '@nestkeep/common/web';
import {
  ChatMessageView,
  collapseCitations,
  mergeSources,
  paragraphsOf,
  PendingExchange,
} from './chat-message';

afterEach(cleanup);

function answer(over: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id: 2,
    conversationId: 1,
    role: 'assistant',
    content: `Babies sleep safest on their back [1]. Your note says a dark room helps [2].\n\n${CHAT_DISCLAIMER}`,
    sources: [
      {
        kind: 'trusted',
        title: 'Safe sleep for babies',
        url: 'https://www.nhs.uk/baby/caring-for-a-newborn/reduce-the-risk-of-sudden-infant-death-syndrome/',
        organisation: 'NHS',
      },
      { kind: 'saved', title: 'Blackout blinds trick', url: 'https://example.com/blinds', itemId: 42 },
    ],
    urgent: false,
    createdAt: '2026-11-23T10:00:00.000Z',
    timestamp: '2026-11-23T10:00:00.000Z',
    ...over,
  };
}

function list(ui: React.ReactNode) {
  return render(<ol>{ui}</ol>);
}

describe('<ChatMessageView>', () => {
  it('keeps paragraphs and line breaks and shows [n] markers as superscripts', () => {
    expect(paragraphsOf('one\ntwo\n\n three \n\n\n')).toEqual(['one\ntwo', 'three']);
    list(<ChatMessageView message={answer()} onOpenSaved={() => {}} />);
    const msg = screen.getByTestId('chat-message-assistant');
    expect(msg.querySelectorAll('p.whitespace-pre-line')).toHaveLength(2);
    const sups = msg.querySelectorAll('sup');
    expect([...sups].map((s) => s.textContent)).toEqual(['[1]', '[2]']);
    expect(within(msg).getByText(CHAT_DISCLAIMER)).toBeInTheDocument();
    expect(screen.queryByTestId('urgent-banner')).not.toBeInTheDocument();
  });

  it('links trusted sources to their page in a new tab, and opens saved ones in the detail modal', async () => {
    const onOpenSaved = vi.fn();
    list(<ChatMessageView message={answer()} onOpenSaved={onOpenSaved} />);
    const sources = screen.getAllByTestId('chat-source');
    expect(sources).toHaveLength(2);

    const link = within(sources[0]).getByRole('link', { name: /Safe sleep for babies/ });
    expect(link).toHaveAttribute('href', expect.stringContaining('nhs.uk'));
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(sources[0]).toHaveTextContent('NHS');

    expect(within(sources[1]).queryByRole('link')).not.toBeInTheDocument();
    await userEvent.click(within(sources[1]).getByRole('button', { name: /Blackout blinds trick/ }));
    expect(onOpenSaved).toHaveBeenCalledWith(42);
  });

  it('opens an urgent answer with a red alert banner holding its emergency advice', () => {
    const advice =
      'This could be an emergency.\nCall 999 or go to the emergency department now.\nMeanwhile: keep your baby upright.';
    list(
      <ChatMessageView
        message={answer({
          urgent: true,
          content: `${advice}\n\nFever in young babies [1].\n\n${CHAT_DISCLAIMER}`,
        })}
        onOpenSaved={() => {}}
      />,
    );
    const banner = screen.getByRole('alert');
    expect(banner).toHaveAttribute('data-testid', 'urgent-banner');
    expect(banner).toHaveTextContent('Seek urgent help now');
    expect(banner).toHaveTextContent('Call 999 or go to the emergency department now.');
    expect(banner).not.toHaveTextContent('Fever in young babies');
    const msg = screen.getByTestId('chat-message-assistant');
    expect(msg.firstElementChild?.querySelector('[data-testid="urgent-banner"]')).toBe(banner);
    // The advice is shown once, in the banner.
    expect(within(msg).getAllByText(/emergency department now/)).toHaveLength(1);
  });

  it("shows a user's message as plain text", () => {
    list(
      <ChatMessageView
        message={answer({ role: 'user', content: 'Is [1] a thing?\nSecond line', sources: [] })}
        onOpenSaved={() => {}}
      />,
    );
    const msg = screen.getByTestId('chat-message-user');
    expect(msg).toHaveTextContent('Is [1] a thing?');
    expect(msg.querySelector('sup')).toBeNull();
  });
});

describe('<PendingExchange>', () => {
  it("shows 'Thinking...' until text streams in, then the text", () => {
    const { rerender } = list(<PendingExchange question="How much sleep?" streamed={null} />);
    expect(screen.getByRole('status')).toHaveTextContent('Thinking...');
    expect(screen.getByTestId('chat-message-user')).toHaveTextContent('How much sleep?');
    rerender(
      <ol>
        <PendingExchange question="How much sleep?" streamed="Newborns sleep 14 to 17 hours [1]" />
      </ol>,
    );
    expect(screen.queryByText('Thinking...')).not.toBeInTheDocument();
    expect(screen.getByTestId('chat-message-pending')).toHaveTextContent('Newborns sleep 14 to 17 hours');
  });
});

describe('mergeSources', () => {
  const nhs = {
    kind: 'trusted' as const,
    title: 'Helping your baby to sleep',
    url: 'https://www.nhs.uk/sleep/',
  };
  const fever = { kind: 'trusted' as const, title: 'Fever', url: 'https://www.nhs.uk/fever/' };
  it('lists a page cited twice once and renumbers the markers', () => {
    const merged = mergeSources('A routine helps [1]. Lights low [2]. Fever [3].', [nhs, nhs, fever]);
    expect(merged.sources).toEqual([nhs, fever]);
    expect(merged.text).toBe('A routine helps [1]. Lights low [1]. Fever [2].');
  });
  it('keeps a marker once when merging puts two in a row, and leaves distinct sources alone', () => {
    expect(mergeSources('Both say so [1] [2].', [nhs, nhs]).text).toBe('Both say so [1].');
    const same = mergeSources('One [1], two [2].', [nhs, fever]);
    expect(same).toEqual({ text: 'One [1], two [2].', sources: [nhs, fever] });
  });
});

describe('collapseCitations', () => {
  it('keeps one marker for a run of sentences citing the same source', () => {
    expect(collapseCitations('A moves. [1] B moves. [1] C kicks. [1]')).toBe(
      'A moves. B moves. C kicks. [1]',
    );
    expect(collapseCitations('A. [1] B. [2] C. [1]')).toBe('A. [1] B. [2] C. [1]');
    expect(collapseCitations('No markers.')).toBe('No markers.');
  });
});
