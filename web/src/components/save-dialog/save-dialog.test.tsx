// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/api/client';
import {
  makeItem,
  renderWithProviders,
  stubFetch,
  USER,
  type Call,
  type Handler,
} from '@/components/content/test-helpers';
import SaveDialog, { imageProblem, withScheme } from './index';

let calls: Call[];
let saveHandler: Handler;

function setup(initial?: { url?: string; content?: string }) {
  const onOpenChange = vi.fn();
  renderWithProviders(<SaveDialog open initial={initial} onOpenChange={onOpenChange} />);
  return { onOpenChange, user: userEvent.setup() };
}

const file = (name: string, type: string, size: number) => {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};

beforeEach(() => {
  queryClient.clear();
  saveHandler = () => ({ status: 201, body: makeItem() });
  calls = stubFetch({
    'GET /api/auth/user': () => ({ status: 200, body: USER }),
    'GET /api/user/usage': () => ({
      status: 200,
      body: { usageCount: 6, freeUsageLimit: 8, plan: 'free', unlimited: false },
    }),
    'POST /api/content': (init, url) => saveHandler(init, url),
    'POST /api/content/image': (init, url) => saveHandler(init, url),
    'POST /api/content/analyze-image': () => ({
      status: 200,
      body: {
        suggestedTitle: 'Bedtime chart',
        suggestedCategory: 'Sleep & Bedtime',
        summary: 'A simple bedtime chart.',
        extractedTags: ['sleep', 'routine'],
        text: '',
      },
    }),
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('save dialog', () => {
  it('shows the usage while open', async () => {
    setup();
    expect(await screen.findByText(/6 of 8 free saves used · 2 saves remaining/)).toBeInTheDocument();
    expect(screen.getByText('Almost full')).toBeInTheDocument();
    expect(calls).toContainEqual(expect.objectContaining({ method: 'GET', path: '/api/user/usage' }));
  });

  it("requires a URL: 'URL required' / 'Please enter a valid URL.'", async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Save Content' }));
    expect(await screen.findByText('URL required')).toBeInTheDocument();
    expect(screen.getAllByText('Please enter a valid URL.').length).toBeGreaterThan(0);
    expect(screen.getByRole('textbox', { name: /^URL/ })).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByRole('textbox', { name: /^URL/ }), 'not a url');
    await user.click(screen.getByRole('button', { name: 'Save Content' }));
    expect(await screen.findByText('Invalid URL')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it("requires a title in manual mode: 'Title required' / 'Please enter a title for your content.'", async () => {
    const { user } = setup();
    await user.click(screen.getByRole('tab', { name: /Manual/ }));
    await user.click(screen.getByRole('button', { name: 'Save Content' }));
    expect(await screen.findByText('Title required')).toBeInTheDocument();
    expect(screen.getAllByText('Please enter a title for your content.').length).toBeGreaterThan(0);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('requires an image, of an accepted type and at most 5MB, before sending', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('tab', { name: /Image/ }));
    await user.click(screen.getByRole('button', { name: 'Save Content' }));
    expect(await screen.findByText('Image required')).toBeInTheDocument();
    expect(screen.getAllByText('No image selected').length).toBeGreaterThan(0);

    const input = screen.getByLabelText(/^Image/, { selector: 'input' });
    fireEvent.change(input, { target: { files: [file('doc.pdf', 'application/pdf', 1000)] } });
    expect(await screen.findByText('Invalid file type')).toBeInTheDocument();

    fireEvent.change(input, { target: { files: [file('big.png', 'image/png', 5 * 1024 * 1024 + 1)] } });
    expect(await screen.findByText('File too large')).toBeInTheDocument();
    expect(screen.getAllByText('Please select an image smaller than 5MB').length).toBeGreaterThan(0);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    expect(imageProblem(file('ok.webp', 'image/webp', 5 * 1024 * 1024))).toBeUndefined();
    expect(imageProblem(file('ok.gif', 'image/gif', 10))).toBeUndefined();
    expect(imageProblem(file('ok.jpg', 'image/jpeg', 10))).toBeUndefined();
  });

  it('fills the form from the AI analysis of an image, then saves it as multipart', async () => {
    const { user, onOpenChange } = setup();
    await user.click(screen.getByRole('tab', { name: /Image/ }));
    fireEvent.change(screen.getByLabelText(/^Image/, { selector: 'input' }), {
      target: { files: [file('chart.png', 'image/png', 2000)] },
    });
    await user.click(screen.getByRole('button', { name: 'AI Analysis' }));
    expect(await screen.findByText('AI Analysis Complete')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Bedtime chart');
    expect(screen.getByLabelText('Category')).toHaveValue('Sleep & Routines');
    expect(screen.getByLabelText('Description')).toHaveValue('A simple bedtime chart.');
    expect(screen.getByLabelText('Tags')).toHaveValue('sleep, routine');

    await user.click(screen.getByRole('button', { name: 'Save Content' }));
    expect(await screen.findByText('Content saved!')).toBeInTheDocument();
    const save = calls.find((c) => c.path === '/api/content/image')!;
    const form = save.body as FormData;
    expect(form.get('title')).toBe('Bedtime chart');
    expect(form.get('tags')).toBe('["sleep","routine"]');
    expect(form.get('image')).toBeInstanceOf(File);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("says 'Analysis Failed' when the image analysis fails", async () => {
    stubFetch({ 'POST /api/content/analyze-image': () => ({ status: 502, body: 'Bad gateway' }) });
    const { user } = setup();
    await user.click(screen.getByRole('tab', { name: /Image/ }));
    fireEvent.change(screen.getByLabelText(/^Image/, { selector: 'input' }), {
      target: { files: [file('chart.png', 'image/png', 2000)] },
    });
    await user.click(screen.getByRole('button', { name: 'AI Analysis' }));
    expect(await screen.findByText('Analysis Failed')).toBeInTheDocument();
    expect(screen.getByText('Could not analyze image. You can still save manually.')).toBeInTheDocument();
  });

  it('reads a link typed without its scheme as https', () => {
    expect(withScheme('example.com/tip')).toBe('https://example.com/tip');
    expect(withScheme('http://example.com')).toBe('http://example.com');
    expect(withScheme('not a url')).toBe('not a url');
  });

  it('prefills the link from the shortcut, sends content, and closes on success', async () => {
    const { user, onOpenChange } = setup({
      url: 'https://www.tiktok.com/@a/video/1',
      content: 'Caption text',
    });
    expect(screen.getByRole('textbox', { name: /^URL/ })).toHaveValue('https://www.tiktok.com/@a/video/1');
    await user.click(screen.getByRole('button', { name: 'Save Content' }));
    expect(await screen.findByText('Content saved!')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST' && c.path === '/api/content')?.body).toMatchObject({
      originalUrl: 'https://www.tiktok.com/@a/video/1',
      content: 'Caption text',
    });
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });

  it('opens the upgrade dialog when the limit is reached (403 requiresUpgrade)', async () => {
    saveHandler = () => ({
      status: 403,
      body: { error: 'Usage limit reached', message: 'Usage limit reached', requiresUpgrade: true },
    });
    const { user, onOpenChange } = setup();
    await user.type(screen.getByRole('textbox', { name: /^URL/ }), 'https://example.com/tip');
    await user.click(screen.getByRole('button', { name: 'Save Content' }));
    expect(await screen.findByRole('heading', { name: 'Upgrade to Pro' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Annually/ })).toBeChecked();
    expect(screen.queryByText('Error')).not.toBeInTheDocument();
    // Choosing inside the stacked upgrade dialog does not dismiss the save dialog beneath.
    await user.click(screen.getByRole('radio', { name: /Monthly/ }));
    expect(screen.getByRole('radio', { name: /Monthly/ })).toBeChecked();
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });

  it("shows 'Error' with the server message or the default text on another failure", async () => {
    saveHandler = () => ({
      status: 400,
      body: { error: 'bad_request', message: 'originalUrl: is too long' },
    });
    const { user } = setup();
    await user.type(screen.getByRole('textbox', { name: /^URL/ }), 'https://example.com/tip');
    await user.click(screen.getByRole('button', { name: 'Save Content' }));
    expect(await screen.findByText('originalUrl: is too long')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();

    saveHandler = () => ({ status: 500, body: '' });
    await user.click(screen.getByRole('button', { name: 'Save Content' }));
    expect(await screen.findByText('Failed to save content. Please try again.')).toBeInTheDocument();
  });
});
