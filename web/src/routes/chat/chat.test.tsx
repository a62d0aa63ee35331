// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CHAT_DISCLAIMER,
  type ChatConversation,
  type ChatMessage,
  type ChildProfile,
} from '@nestkeep/common/web';
import { queryClient } from '@/api/client';
import { makeItem, renderWithProviders, USER } from '@/components/content/test-helpers';
import { toast } from '@/hooks/use-toast';
import Chat from './index';

vi.mock('@/hooks/use-toast', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/hooks/use-toast')>();
  return { ...actual, toast: vi.fn(actual.toast) };
});

// ---- a fetch stub whose handlers may wait (to see the screen while a request is on its way) ----

type Reply = { status: number; body?: unknown };
type Handler = (body: unknown, url: URL) => Reply | Promise<Reply>;
interface Call {
  method: string;
  path: string;
  body: unknown;
}
let routes: Record<string, Handler>;
let calls: Call[];

function stub() {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method, path: url.pathname, body });
      const handler = routes[`${method} ${url.pathname}`];
      const out = handler ? await handler(body, url) : { status: 404, body: { error: 'not_found' } };
      return out.status === 204
        ? new Response(null, { status: 204 })
        : new Response(JSON.stringify(out.body), {
            status: out.status,
            headers: { 'content-type': 'application/json' },
          });
    }),
  );
}

/** A promise with its resolve outside, to hold a response back. */
function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

// ---- a stand-in EventSource, driven by the test ----

class FakeEventSource {
  static instances: FakeEventSource[] = [];
  listeners = new Map<string, ((e: Event) => void)[]>();
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }
  addEventListener(type: string, fn: (e: Event) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), fn]);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data?: unknown) {
    const event =
      data === undefined ? new Event(type) : new MessageEvent(type, { data: JSON.stringify(data) });
    act(() => {
      for (const fn of this.listeners.get(type) ?? []) fn(event);
    });
  }
}

// ---- fixtures ----

function child(over: Partial<ChildProfile> = {}): ChildProfile {
  return {
    id: 7,
    name: 'Maya',
    dateOfBirth: null,
    currentStage: 'toddler',
    stageLabel: 'Toddler (1-3 years)',
    ageLabel: null,
    sex: null,
    isActive: true,
    createdAt: '2026-11-01T00:00:00.000Z',
    ...over,
  };
}
const conv = (over: Partial<ChatConversation> = {}): ChatConversation => ({
  id: 1,
  childProfileId: 7,
  title: 'Tantrums at bedtime',
  lastMessageAt: new Date().toISOString(),
  createdAt: '2026-11-20T00:00:00.000Z',
  ...over,
});
const msg = (over: Partial<ChatMessage>): ChatMessage => ({
  id: 1,
  conversationId: 1,
  role: 'user',
  content: 'Hello',
  sources: [],
  urgent: false,
  createdAt: '2026-11-23T10:00:00.000Z',
  timestamp: '2026-11-23T10:00:00.000Z',
  ...over,
});

let children: ChildProfile[];
let conversations: ChatConversation[];
let messages: Record<number, ChatMessage[]>;
let nextId: number;

/** The server's answer to a question, stored as the API would. */
function storeReply(
  conversationId: number,
  content: string,
  answer = `About ${content}.\n\n${CHAT_DISCLAIMER}`,
) {
  const userMessage = msg({ id: nextId++, conversationId, role: 'user', content });
  const assistantMessage = msg({ id: nextId++, conversationId, role: 'assistant', content: answer });
  messages[conversationId] = [...(messages[conversationId] ?? []), userMessage, assistantMessage];
  return { userMessage, assistantMessage };
}

beforeEach(() => {
  queryClient.clear();
  vi.mocked(toast).mockClear();
  FakeEventSource.instances = [];
  children = [child()];
  conversations = [];
  messages = {};
  nextId = 100;
  routes = {
    'GET /api/auth/user': () => ({ status: 200, body: USER }),
    'GET /api/child-profiles': () => ({ status: 200, body: children }),
    'GET /api/chat/conversations': () => ({ status: 200, body: conversations }),
    'GET /api/chat/usage': () => ({ status: 200, body: { used: 3, limit: 20 } }),
    'POST /api/chat/conversations': (body) => {
      const c = conv({
        id: nextId++,
        childProfileId: (body as { childProfileId: number }).childProfileId,
        title: 'New Conversation',
      });
      conversations = [c, ...conversations];
      return { status: 201, body: c };
    },
  };
  for (const id of [1, 2, 3]) {
    routes[`GET /api/chat/conversations/${id}/messages`] = () => ({ status: 200, body: messages[id] ?? [] });
    routes[`POST /api/chat/conversations/${id}/messages`] = (body) => ({
      status: 201,
      body: storeReply(id, (body as { content: string }).content),
    });
  }
  stub();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Routes for a conversation created during the test (ids from 100). */
function routeCreated(id: number, post?: Handler) {
  routes[`GET /api/chat/conversations/${id}/messages`] = () => ({ status: 200, body: messages[id] ?? [] });
  routes[`POST /api/chat/conversations/${id}/messages`] =
    post ?? ((body) => ({ status: 201, body: storeReply(id, (body as { content: string }).content) }));
}

const input = () => screen.getByTestId('chat-input');
const sendButton = () => screen.getByTestId('chat-send');

describe('/chat', () => {
  it('asks a signed-out visitor to sign in', async () => {
    routes['GET /api/auth/user'] = () => ({ status: 401, body: { error: 'unauthorized' } });
    renderWithProviders(<Chat />, { route: '/chat' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(await screen.findByRole('heading', { name: 'Sign in to chat' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Sign In with Google/ })).toBeInTheDocument();
    expect(screen.queryByTestId('chat-input')).not.toBeInTheDocument();
  });

  it('opens the setup dialog for a parent without a child profile; input is disabled and New Conversation says why', async () => {
    children = [];
    const user = userEvent.setup();
    renderWithProviders(<Chat />, { route: '/chat' });
    expect(await screen.findByRole('dialog')).toHaveTextContent("What's your child's name?");
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(input()).toBeDisabled();
    expect(sendButton()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'New Conversation' }));
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'No child profile selected',
        description: 'Please select a child profile to start a conversation',
      }),
    );
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it("lists only the selected child's conversations, selects the first, and follows the child selector", async () => {
    children = [
      child({ id: 7, name: 'Maya', isActive: false }),
      child({ id: 8, name: 'Leo', isActive: true, currentStage: 'infant' }),
    ];
    conversations = [
      conv({ id: 1, childProfileId: 8, title: 'Teething help' }),
      conv({ id: 2, childProfileId: 7, title: 'Potty training' }),
      conv({ id: 3, childProfileId: 8, title: 'Solids', lastMessageAt: '2026-01-02T10:00:00.000Z' }),
    ];
    messages[1] = [msg({ id: 11, conversationId: 1, content: 'When do teeth come?' })];
    messages[2] = [msg({ id: 21, conversationId: 2, content: 'Is 2 too early for potty?' })];
    const user = userEvent.setup();
    renderWithProviders(<Chat />, { route: '/chat' });

    // Leo is the active profile: his two conversations, the first selected.
    expect(await screen.findByText('When do teeth come?')).toBeInTheDocument();
    expect(screen.getByTestId('chat-child-name')).toHaveTextContent('Leo');
    let items = screen.getAllByTestId('conversation-item');
    expect(items.map((i) => within(i).getAllByRole('button')[0].textContent)).toEqual([
      expect.stringContaining('Teething help'),
      expect.stringContaining('Solids'),
    ]);
    expect(within(items[1]).getByText('Jan 2')).toBeInTheDocument();
    expect(screen.getByText('3 of 20 questions this month')).toBeInTheDocument();
    expect(screen.getByText(CHAT_DISCLAIMER)).toBeInTheDocument();

    // Switching to Maya lets go of Leo's conversation and selects hers.
    await user.selectOptions(screen.getByLabelText('Child'), 'Maya');
    expect(await screen.findByText('Is 2 too early for potty?')).toBeInTheDocument();
    items = screen.getAllByTestId('conversation-item');
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveTextContent('Potty training');
    expect(screen.queryByText('When do teeth come?')).not.toBeInTheDocument();
  });

  it('Enter sends, Shift+Enter adds a line, blank text cannot be sent', async () => {
    conversations = [conv({ id: 1 })];
    const user = userEvent.setup();
    renderWithProviders(<Chat />, { route: '/chat' });
    await screen.findByRole('heading', { name: 'Tantrums at bedtime' });
    await waitFor(() => expect(input()).toBeEnabled());

    expect(sendButton()).toBeDisabled();
    await user.type(input(), '   ');
    expect(sendButton()).toBeDisabled();
    await user.type(input(), '{Enter}');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.clear(input());
    await user.type(input(), 'First line{Shift>}{Enter}{/Shift}second line');
    expect(input()).toHaveValue('First line\nsecond line');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.type(input(), '{Enter}');
    await waitFor(() => expect(input()).toHaveValue(''));
    await waitFor(() => expect(input()).toHaveFocus());
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.path).toBe('/api/chat/conversations/1/messages');
    expect(post?.body).toEqual({
      content: 'First line\nsecond line',
      childProfileId: 7,
      streamId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(await screen.findByText(/About First line/)).toBeInTheDocument();
  });

  it("without a conversation, creates one, shows 'Thinking...' until the answer, then refreshes", async () => {
    const hold = deferred<void>();
    const created = nextId; // the id the POST of a conversation will give
    routeCreated(created, async (body) => {
      await hold.promise;
      return { status: 201, body: storeReply(created, (body as { content: string }).content) };
    });
    const user = userEvent.setup();
    renderWithProviders(<Chat />, { route: '/chat' });
    expect(await screen.findByRole('heading', { name: 'Ask anything about Maya' })).toBeInTheDocument();
    expect(screen.getByText('No conversations yet.')).toBeInTheDocument();
    await waitFor(() => expect(input()).toBeEnabled());

    await user.type(input(), 'How much sleep does a toddler need?{Enter}');
    expect(await screen.findByText('Thinking...')).toBeInTheDocument();
    expect(screen.getByTestId('chat-message-user')).toHaveTextContent('How much sleep does a toddler need?');
    expect(input()).toBeDisabled();
    expect(sendButton()).toBeDisabled();
    await waitFor(() =>
      expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(
        expect.arrayContaining([
          'POST /api/chat/conversations',
          `POST /api/chat/conversations/${created}/messages`,
        ]),
      ),
    );
    const createCall = calls.findIndex((c) => c.method === 'POST' && c.path === '/api/chat/conversations');
    const postCall = calls.findIndex(
      (c) => c.path === `/api/chat/conversations/${created}/messages` && c.method === 'POST',
    );
    expect(createCall).toBeLessThan(postCall);
    expect(calls[createCall].body).toEqual({ childProfileId: 7 });

    hold.resolve();
    expect(await screen.findByText(/About How much sleep does a toddler need\?/)).toBeInTheDocument();
    expect(screen.queryByText('Thinking...')).not.toBeInTheDocument();
    expect(screen.getAllByTestId('chat-message-user')).toHaveLength(1);
    expect(input()).toHaveValue('');
    await waitFor(() => expect(screen.getAllByTestId('conversation-item')).toHaveLength(1));
    // Lists were refreshed after the answer.
    const lastPost = calls.map((c) => c.method).lastIndexOf('POST');
    expect(calls.slice(lastPost).some((c) => c.method === 'GET' && c.path === '/api/chat/usage')).toBe(true);
  });

  it('replaces Thinking... with streamed text as tokens arrive, handles reset, and falls back when the stream fails', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    conversations = [conv({ id: 1 })];
    const holds: ReturnType<typeof deferred<void>>[] = [];
    routes['POST /api/chat/conversations/1/messages'] = async (body) => {
      const hold = deferred<void>();
      holds.push(hold);
      await hold.promise;
      return {
        status: 201,
        body: storeReply(1, (body as { content: string }).content, 'Toddlers need 11 to 14 hours [1].'),
      };
    };
    const user = userEvent.setup();
    renderWithProviders(<Chat />, { route: '/chat' });
    await screen.findByRole('heading', { name: 'Tantrums at bedtime' });
    await waitFor(() => expect(input()).toBeEnabled());

    await user.type(input(), 'Sleep?{Enter}');
    expect(await screen.findByText('Thinking...')).toBeInTheDocument();
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    const es = FakeEventSource.instances[0];
    const post = calls.find((c) => c.method === 'POST')!;
    const streamId = (post.body as { streamId: string }).streamId;
    expect(es.url).toBe(`/api/chat/conversations/1/stream?messageId=${streamId}`);

    es.emit('token', { text: 'Wrong ' });
    es.emit('reset', {});
    es.emit('token', { text: 'Toddlers need ' });
    es.emit('token', { text: '11 to 14 hours' });
    const pending = screen.getByTestId('chat-message-pending');
    expect(pending).toHaveTextContent('Toddlers need 11 to 14 hours');
    expect(pending).not.toHaveTextContent('Wrong');
    expect(screen.queryByText('Thinking...')).not.toBeInTheDocument();

    holds[0].resolve();
    await waitFor(() => expect(screen.queryByTestId('chat-message-pending')).not.toBeInTheDocument());
    expect(es.closed).toBe(true);
    expect(screen.getByTestId('chat-message-assistant')).toHaveTextContent('Toddlers need 11 to 14 hours');

    // A stream that fails leaves 'Thinking...' until the POST answers.
    await user.type(input(), 'Naps?{Enter}');
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(2));
    const es2 = FakeEventSource.instances[1];
    es2.emit('token', { text: 'Half an answer' });
    es2.emit('error');
    expect(es2.closed).toBe(true);
    expect(screen.getByText('Thinking...')).toBeInTheDocument();
    expect(screen.queryByText('Half an answer')).not.toBeInTheDocument();
    await waitFor(() => expect(holds).toHaveLength(2));
    holds[1].resolve();
    await waitFor(() => expect(screen.getAllByTestId('chat-message-assistant')).toHaveLength(2));
    expect(screen.queryByText('Thinking...')).not.toBeInTheDocument();
  });

  it('a failed send clears the temporary messages and toasts the server message', async () => {
    conversations = [conv({ id: 1 })];
    routes['POST /api/chat/conversations/1/messages'] = () => ({
      status: 503,
      body: { error: 'service_unavailable', message: 'The assistant is busy. Please try again in a moment.' },
    });
    const user = userEvent.setup();
    renderWithProviders(<Chat />, { route: '/chat' });
    await waitFor(() => expect(input()).toBeEnabled());
    await user.type(input(), 'Hello?{Enter}');
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({
          title: 'Failed to send message',
          description: 'The assistant is busy. Please try again in a moment.',
        }),
      ),
    );
    expect(screen.queryByText('Thinking...')).not.toBeInTheDocument();
    expect(screen.queryByTestId('chat-message-user')).not.toBeInTheDocument();
    // The question stays in the box to try again.
    expect(input()).toHaveValue('Hello?');
  });

  it('at the free limit (403 requiresUpgrade) opens the upgrade dialog instead of a toast', async () => {
    conversations = [conv({ id: 1 })];
    routes['POST /api/chat/conversations/1/messages'] = () => ({
      status: 403,
      body: { error: 'Usage limit reached', requiresUpgrade: true },
    });
    const user = userEvent.setup();
    renderWithProviders(<Chat />, { route: '/chat' });
    await waitFor(() => expect(input()).toBeEnabled());
    await user.type(input(), 'One more?{Enter}');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: /Upgrade to Pro/ })).toBeInTheDocument();
    expect(within(dialog).getByText(/free AI chat questions this month/)).toBeInTheDocument();
    expect(toast).not.toHaveBeenCalledWith(expect.objectContaining({ title: 'Failed to send message' }));
    expect(screen.queryByText('Thinking...')).not.toBeInTheDocument();
  });

  it("a failed conversation creation toasts 'Failed to create conversation' with the message", async () => {
    routes['POST /api/chat/conversations'] = () => ({
      status: 404,
      body: { error: 'not_found', message: 'Child profile not found' },
    });
    const user = userEvent.setup();
    renderWithProviders(<Chat />, { route: '/chat' });
    await waitFor(() => expect(input()).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'New Conversation' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({
          title: 'Failed to create conversation',
          description: 'Child profile not found',
        }),
      ),
    );
  });

  it("a starter question for the child's stage sends itself", async () => {
    const created = nextId;
    routeCreated(created);
    const user = userEvent.setup();
    renderWithProviders(<Chat />, { route: '/chat' });
    const starters = await screen.findAllByTestId('starter-question');
    expect(starters.length).toBeGreaterThanOrEqual(3);
    expect(
      screen.getByRole('button', { name: 'How should I deal with toddler tantrums?' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'How should I deal with toddler tantrums?' }));
    expect(await screen.findByText(/About How should I deal with toddler tantrums\?/)).toBeInTheDocument();
    expect(calls.find((c) => c.path === `/api/chat/conversations/${created}/messages`)?.body).toMatchObject({
      content: 'How should I deal with toddler tantrums?',
      childProfileId: 7,
    });
  });

  it('opens a saved source in the item detail modal', async () => {
    conversations = [conv({ id: 1 })];
    messages[1] = [
      msg({ id: 11, content: 'Bedtime?' }),
      msg({
        id: 12,
        role: 'assistant',
        content: `Your saved tip suggests a routine [1].\n\n${CHAT_DISCLAIMER}`,
        sources: [{ kind: 'saved', title: 'Bedtime routine video', url: null, itemId: 5 }],
      }),
    ];
    routes['GET /api/content'] = () => ({
      status: 200,
      body: [makeItem({ id: 5, title: 'Bedtime routine video' })],
    });
    const user = userEvent.setup();
    renderWithProviders(<Chat />, { route: '/chat' });
    const source = await screen.findByTestId('chat-source');
    await user.click(within(source).getByRole('button', { name: /Bedtime routine video/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Bedtime routine video' })).toBeInTheDocument();
  });

  it('renames (non-blank) and deletes (after confirming) a conversation', async () => {
    conversations = [conv({ id: 1, title: 'Old title' }), conv({ id: 2, title: 'Second' })];
    routes['PATCH /api/chat/conversations/1'] = (body) => {
      conversations = conversations.map((c) => (c.id === 1 ? { ...c, ...(body as { title: string }) } : c));
      return { status: 200, body: conversations[0] };
    };
    routes['DELETE /api/chat/conversations/1'] = () => {
      conversations = conversations.filter((c) => c.id !== 1);
      return { status: 204 };
    };
    const user = userEvent.setup();
    renderWithProviders(<Chat />, { route: '/chat' });
    await user.click(await screen.findByRole('button', { name: 'Rename conversation Old title' }));
    const field = await screen.findByLabelText('Title');
    await user.clear(field);
    expect(screen.getByText('Title cannot be empty')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.type(field, 'Bedtime battles{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ title: 'Bedtime battles' });
    expect(await screen.findByRole('heading', { name: 'Bedtime battles' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete conversation Bedtime battles' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('Delete this conversation?');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getAllByTestId('conversation-item')).toHaveLength(1));
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/chat/conversations/1')).toBe(true);
    // The deleted one was selected: the next is selected instead.
    expect(await screen.findByRole('heading', { name: 'Second' })).toBeInTheDocument();
  });
});
