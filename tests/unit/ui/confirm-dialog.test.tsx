// A closed dialog leaves nothing for a reader or a checker to trip on: HTML_CodeSniffer found Mi suscripción's
// closed dialog holding an empty <h2 id="confirm-title"> at both sizes.
import { cleanup, render } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfirmDialog, type ConfirmDialogProps } from '../../../src/ui/confirm-dialog.tsx';

afterEach(cleanup);

const props = (open: boolean, title: string): ConfirmDialogProps => ({
  open,
  title,
  message: open ? <p>Se borrará de tu plan.</p> : undefined,
  confirmLabel: 'Eliminar',
  cancelLabel: 'Cancelar',
  onConfirm: () => {},
  onCancel: () => {},
});

const headings = (root: ParentNode) => [...root.querySelectorAll('h1, h2, h3, h4, h5, h6')];

describe('ConfirmDialog', () => {
  it('leaves no heading, and no label pointing at one, while closed (the caller passes an empty title)', () => {
    const { container } = render(<ConfirmDialog {...props(false, '')} />);
    expect(headings(container)).toEqual([]);
    expect(container.querySelector('dialog')?.hasAttribute('aria-labelledby')).toBe(false);
  });

  it('is named by its heading while open, and takes the heading away again when closed', () => {
    const { container, rerender } = render(<ConfirmDialog {...props(true, '¿Eliminar a Daniela?')} />);
    const dialog = container.querySelector('dialog')!;
    expect(headings(container).map((h) => h.textContent)).toEqual(['¿Eliminar a Daniela?']);
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).toBe('¿Eliminar a Daniela?');
    rerender(<ConfirmDialog {...props(false, '')} />);
    expect(headings(container)).toEqual([]);
  });
});
