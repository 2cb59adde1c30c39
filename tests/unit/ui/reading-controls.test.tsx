import { fireEvent, render, screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { ReadingControls } from '../../../src/ui/reading-controls.tsx';
import { readingTexts } from '../../../src/i18n/reading.ts';
import { setReadingComfort, useReadingComfort } from '../../../src/core/appearance/reading-comfort.ts';

function Connected() {
  return <ReadingControls texts={readingTexts} value={useReadingComfort()} onChange={setReadingComfort} idPrefix="t" />;
}

describe('ReadingControls', () => {
  it('offers the three sizes as one named group, the current one pressed, and applies a choice at once', () => {
    render(<Connected />);
    const group = screen.getByRole('group', { name: 'Tamaño del texto' });
    const pressed = () =>
      [...group.querySelectorAll('button')].filter((b) => b.getAttribute('aria-pressed') === 'true').map((b) => b.textContent);
    expect([...group.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['Normal', 'Grande', 'Muy grande']);
    expect(pressed()).toEqual(['Normal']);
    fireEvent.click(screen.getByRole('button', { name: 'Grande' }));
    expect(pressed()).toEqual(['Grande']);
    expect(document.documentElement.getAttribute('data-text-size')).toBe('grande');
  });

  it('switches high contrast with a labelled checkbox', () => {
    render(<Connected />);
    const box = screen.getByLabelText('Alto contraste') as HTMLInputElement;
    expect(box.checked).toBe(false);
    fireEvent.click(box);
    expect(box.checked).toBe(true);
    expect(document.documentElement.getAttribute('data-contrast')).toBe('alto');
  });
});
