// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import Setup from './index';
import { SETUP_STEPS, shortcutUrl, testShortcutHref, toggleStep } from './steps';

afterEach(cleanup);

function renderSetup(go = vi.fn()) {
  render(
    <MemoryRouter initialEntries={['/setup']}>
      <Setup go={go} />
    </MemoryRouter>,
  );
  return go;
}

describe('setup rules', () => {
  it('has five steps', () => {
    expect(SETUP_STEPS).toHaveLength(5);
  });

  it('builds the shortcut address and the test address', () => {
    expect(shortcutUrl('https://nestkeep.app')).toBe('https://nestkeep.app/?url=');
    const href = testShortcutHref('https://nestkeep.app', ' https://example.com/a?b=1&c=2 ');
    const parsed = new URL(href);
    expect(parsed.origin + parsed.pathname).toBe('https://nestkeep.app/');
    expect(parsed.searchParams.get('url')).toBe('https://example.com/a?b=1&c=2');
    expect(parsed.searchParams.get('content')).toBe('Test content from setup');
  });

  it('toggles a step without changing the original set', () => {
    const start = new Set([1]);
    expect([...toggleStep(start, 2)].sort()).toEqual([1, 2]);
    expect([...toggleStep(start, 1)]).toEqual([]);
    expect([...start]).toEqual([1]);
  });
});

describe('setup screen', () => {
  it('shows the shortcut address of this origin', () => {
    renderSetup();
    expect(screen.getByTestId('shortcut-url')).toHaveTextContent(`${window.location.origin}/?url=`);
    expect(document.title).toBe('Set up the iOS Shortcut · NestKeep');
  });

  it('clicking a step number toggles it; all five show the completion card', async () => {
    const user = userEvent.setup();
    renderSetup();
    const first = screen.getByRole('button', { name: /^step 1:/i });
    expect(first).toHaveAttribute('aria-pressed', 'false');
    await user.click(first);
    expect(first).toHaveAttribute('aria-pressed', 'true');
    await user.click(first);
    expect(first).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByText('Setup complete!')).toBeNull();
    for (let n = 1; n <= 5; n++)
      await user.click(screen.getByRole('button', { name: new RegExp(`^step ${n}:`, 'i') }));
    expect(screen.getByText('Setup complete!')).toBeInTheDocument();
    expect(screen.getByText('5 of 5 done')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^step 3:/i }));
    expect(screen.queryByText('Setup complete!')).toBeNull();
  });

  it('the test button is disabled until a URL is entered, then goes to the test address', async () => {
    const user = userEvent.setup();
    const go = renderSetup();
    const input = screen.getByLabelText('Link to test');
    expect(input).toHaveAttribute('type', 'url');
    const button = screen.getByRole('button', { name: 'Test Shortcut' });
    expect(button).toBeDisabled();
    await user.type(input, 'https://example.com/tip');
    expect(button).toBeEnabled();
    await user.click(button);
    expect(go).toHaveBeenCalledWith(testShortcutHref(window.location.origin, 'https://example.com/tip'));
  });

  it('has usage steps and troubleshooting', () => {
    renderSetup();
    expect(screen.getByText('How to save with it')).toBeInTheDocument();
    expect(screen.getByText('Troubleshooting')).toBeInTheDocument();
  });
});
