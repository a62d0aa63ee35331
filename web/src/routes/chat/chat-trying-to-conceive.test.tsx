// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHAT_DISCLAIMER, type ChatConversation, type ChatMessage } from '@nestkeep/common/web';
import { queryClient } from '@/api/client';
import {
  renderWithProviders,
  stubFetch,
  USER,
  type Call,
  type Handler,
} from '@/components/content/test-helpers';
import Chat from './index';

/**
 * Issue 22 point 2: someone trying to conceive chats with no child profile. No setup dialog is
 * forced on them; the chat is about their own stage (trying-to-conceive starters), conversations
 * are created without a child and questions sent without one.
 */
let routes: Record<string, Handler>;
let calls: Call[];
let conversations: ChatConversation[];
let messages: ChatMessage[];

const at = '2026-11-23T10:00:00.000Z';
const message = (over: Partial<ChatMessage>): ChatMessage => ({
  id: 1,
  conversationId: 50,
  role: 'user',
  content: '',
  sources: [],
  urgent: false,
  createdAt: at,
  timestamp: at,
  ...over,
});

function setUser(userStage: string) {
  routes['GET /api/auth/user'] = () => ({ status: 200, body: { ...USER, userStage } });
}

beforeEach(() => {
  queryClient.clear();
  conversations = [];
  messages = [];
  routes = {
    'GET /api/child-profiles': () => ({ status: 200, body: [] }),
    'GET /api/chat/conversations': () => ({ status: 200, body: conversations }),
    'GET /api/chat/usage': () => ({ status: 200, body: { used: 0, limit: 20 } }),
    'POST /api/chat/conversations': (init) => {
      const c: ChatConversation = {
        id: 50,
        childProfileId: (JSON.parse(String(init?.body)) as { childProfileId: number | null }).childProfileId,
        title: 'New Conversation',
        lastMessageAt: at,
        createdAt: at,
      };
      conversations = [c];
      return { status: 201, body: c };
    },
    'GET /api/chat/conversations/50/messages': () => ({ status: 200, body: messages }),
    'POST /api/chat/conversations/50/messages': (init) => {
      const content = (JSON.parse(String(init?.body)) as { content: string }).content;
      messages = [
        message({ id: 1, content }),
        message({ id: 2, role: 'assistant', content: `Folic acid helps. ${CHAT_DISCLAIMER}` }),
      ];
      return { status: 201, body: { userMessage: messages[0], assistantMessage: messages[1] } };
    },
  };
  setUser('trying_to_conceive');
  calls = stubFetch(routes);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/chat when trying to conceive', () => {
  it('asks no child profile: the chat is about trying to conceive and a question goes without a child', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Chat />, { route: '/chat' });
    expect(
      await screen.findByRole('heading', { name: 'Ask anything about trying to conceive' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('chat-child-name')).toHaveTextContent('Trying to Conceive');
    const starters = screen.getAllByTestId('starter-question');
    expect(starters[0]).toHaveTextContent('Which vitamins should I take while trying to conceive?');
    expect(screen.getByTestId('chat-input')).toBeEnabled();

    await user.click(starters[0]);
    expect(await screen.findByText(/Folic acid helps/)).toBeInTheDocument();
    const created = calls.find((c) => c.method === 'POST' && c.path === '/api/chat/conversations');
    expect(created?.body).toEqual({ childProfileId: null });
    const asked = calls.find((c) => c.method === 'POST' && c.path.endsWith('/messages'));
    expect(asked?.body).toMatchObject({
      content: 'Which vitamins should I take while trying to conceive?',
      childProfileId: null,
    });
    await waitFor(() => expect(screen.getByTestId('chat-input')).toHaveValue(''));
    // Still no setup dialog after the answer.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('still opens the setup dialog for a parent with no child profile', async () => {
    setUser('already_parent');
    renderWithProviders(<Chat />, { route: '/chat' });
    expect(await screen.findByRole('dialog')).toHaveTextContent("What's your child's name?");
    expect(screen.getByTestId('chat-input')).toBeDisabled();
  });
});
