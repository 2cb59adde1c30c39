import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Avatar, initials } from '../../../src/ui/avatar.tsx';
import { Badge } from '../../../src/ui/badge.tsx';
import { Card } from '../../../src/ui/card.tsx';
import { CalendarDays } from '../../../src/ui/icons.ts';
import { ListItem } from '../../../src/ui/list-item.tsx';
import { PageHeader } from '../../../src/ui/page-header.tsx';
import { Stack } from '../../../src/ui/stack.tsx';

afterEach(cleanup);

describe('PageHeader', () => {
  it('renders the one h1, focusable by script but not a tab stop', () => {
    const ref = { current: null as HTMLHeadingElement | null };
    render(<PageHeader title="Mis pagos" subtitle="Últimos 12 meses" headingRef={ref} />);
    const h1 = screen.getByRole('heading', { level: 1, name: 'Mis pagos' });
    expect(h1.getAttribute('tabindex')).toBe('-1');
    expect(ref.current).toBe(h1);
    h1.focus();
    expect(document.activeElement).toBe(h1);
  });
});

describe('ListItem', () => {
  it('is a link row with a decorative chevron when given href', () => {
    const onClick = vi.fn();
    render(
      <ListItem
        title="Citas médicas"
        description="Agenda y consulta"
        icon={CalendarDays}
        href="/home/citas/agendar"
        onClick={onClick}
        aria-current="page"
      />,
    );
    const link = screen.getByRole('link', { name: /Citas médicas/ });
    expect(link.getAttribute('href')).toBe('/home/citas/agendar');
    expect(link.getAttribute('aria-current')).toBe('page');
    expect([...link.querySelectorAll('svg')].every((svg) => svg.getAttribute('aria-hidden') === 'true')).toBe(true);
    expect(link.querySelectorAll('svg')).toHaveLength(2);
    fireEvent.click(link);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('is a button row with onClick only, and a plain row with neither', () => {
    const onClick = vi.fn();
    const { rerender, container } = render(<ListItem title="Cerrar sesión" onClick={onClick} />);
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    expect(onClick).toHaveBeenCalledOnce();
    rerender(<ListItem title="Plan Familiar" trailing={<span>29,90 €</span>} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(container.querySelector('svg')).toBeNull();
    expect(container.textContent).toBe('Plan Familiar29,90 €');
  });
});

describe('Avatar', () => {
  it('makes two Spanish upper-case initials', () => {
    expect(initials('maría josé pérez')).toBe('MJ');
    expect(initials('  Íñigo ')).toBe('Í');
  });

  it('is decorative unless labelled', () => {
    const { container, rerender } = render(<Avatar name="Ana López" />);
    expect(container.firstElementChild!.getAttribute('aria-hidden')).toBe('true');
    rerender(<Avatar name="Ana López" label="Ana López" />);
    expect(screen.getByRole('img', { name: 'Ana López' }).textContent).toBe('AL');
  });
});

describe('Badge, Card and Stack', () => {
  it('give each badge tone its own look', () => {
    render(
      <>
        <Badge tone="danger">En Mora</Badge>
        <Badge tone="success">Activo</Badge>
      </>,
    );
    expect(screen.getByText('En Mora').className).not.toBe(screen.getByText('Activo').className);
  });

  it('render the element asked for', () => {
    const { container } = render(
      <Card as="section" aria-labelledby="t">
        <Stack as="ul" gap={2} direction="horizontal" justify="between">
          <li>uno</li>
        </Stack>
      </Card>,
    );
    const section = container.querySelector('section')!;
    expect(section.getAttribute('aria-labelledby')).toBe('t');
    const list = section.querySelector('ul') as HTMLElement;
    expect(list.style.gap).toBe('var(--space-2)');
    expect(list.style.justifyContent).toBe('space-between');
  });
});
