// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContentCard } from './content-card';
import { makeItem, renderWithProviders } from './test-helpers';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const card = () => screen.getByTestId('content-card');
/** The picture area: a full-width 16:9 picture, or on a phone a small tile beside the title. */
const tile = () => screen.getByTestId('card-picture');
const classes = (el: HTMLElement) => el.className.split(/\s+/);

describe('a card without a picture is compact on a phone (issue 22 point 10)', () => {
  it('a link without an image puts a small category tile beside its title on a phone', async () => {
    const onOpen = vi.fn();
    renderWithProviders(<ContentCard item={makeItem({ thumbnail: null, imageUrl: null })} onOpen={onOpen} />);
    expect(card()).toHaveAttribute('data-compact', 'true');
    // Phone first: a row with a small tile, no 16:9 block; from the sm breakpoint the grid card.
    expect(classes(card())).toEqual(expect.arrayContaining(['flex-row', 'sm:flex-col']));
    expect(classes(tile())).not.toContain('aspect-video');
    expect(classes(tile())).toEqual(expect.arrayContaining(['h-14', 'w-14', 'sm:aspect-video']));
    expect(screen.getByTestId('category-fallback')).toBeInTheDocument();
    // It still opens the item, and the title button stays the one in the tab order.
    await userEvent.click(screen.getByRole('button', { name: 'Open Swaddling basics' }));
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Swaddling basics' })).toBeInTheDocument();
  });

  it('a link with a picture keeps the full-width picture', () => {
    renderWithProviders(<ContentCard item={makeItem({ thumbnail: 'https://img.example/t.jpg' })} />);
    expect(card()).not.toHaveAttribute('data-compact');
    expect(classes(card())).toContain('flex-col');
    expect(classes(card())).not.toContain('flex-row');
    expect(classes(tile())).toContain('aspect-video');
  });

  it('a picture that fails to load makes the card compact', () => {
    renderWithProviders(<ContentCard item={makeItem({ thumbnail: '/broken.jpg' })} />);
    expect(card()).not.toHaveAttribute('data-compact');
    fireEvent.error(screen.getByAltText('Thumbnail for Swaddling basics'));
    expect(card()).toHaveAttribute('data-compact', 'true');
    expect(classes(tile())).not.toContain('aspect-video');
  });
});
