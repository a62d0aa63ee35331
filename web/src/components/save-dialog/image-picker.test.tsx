// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ImagePicker } from './image-picker';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Picker() {
  const [image, setImage] = useState<File | null>(null);
  return (
    <ImagePicker
      id="pick"
      accept="image/png"
      inputRef={null}
      image={image}
      onPick={(f) => setImage(f ?? null)}
    />
  );
}

describe('image picker', () => {
  it('previews the chosen image from a blob: URL and frees it when the image changes', () => {
    const created: string[] = [];
    const revoked: string[] = [];
    vi.stubGlobal('URL', {
      ...URL,
      createObjectURL: () => {
        created.push(`blob:http://localhost/${created.length}`);
        return created.at(-1)!;
      },
      revokeObjectURL: (u: string) => revoked.push(u),
    });
    render(<Picker />);
    const input = screen.getByLabelText(/^Image/, { selector: 'input' });
    fireEvent.change(input, { target: { files: [new File(['x'], 'chart.png', { type: 'image/png' })] } });
    expect(screen.getByAltText('Preview of chart.png')).toHaveAttribute('src', 'blob:http://localhost/0');
    fireEvent.change(input, { target: { files: [new File(['y'], 'two.png', { type: 'image/png' })] } });
    expect(screen.getByAltText('Preview of two.png')).toHaveAttribute('src', 'blob:http://localhost/1');
    expect(revoked).toEqual(['blob:http://localhost/0']);
  });

  it('lets the file input shrink to the box (phone width) instead of its intrinsic width', () => {
    render(<Picker />);
    expect(screen.getByLabelText(/^Image/, { selector: 'input' })).toHaveClass('w-full', 'min-w-0');
  });
});
