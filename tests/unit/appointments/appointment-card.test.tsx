import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/preact';
import { setupUi } from '../../../src/ui/setup.ts';
import { AppointmentCard } from '../../../src/features/appointments/components/appointment-card.tsx';
import type { Appointment } from '../../../src/features/appointments/api/types.ts';

setupUi();
afterEach(cleanup);

const booked: Appointment = {
  id: 'cita-9001',
  patient_id: 'cus-1001',
  patient_name: 'Lucía Martín',
  booked_by: 'cus-1001',
  slot_id: 'doc-01.2026-11-24.1000',
  start: '2026-11-24T09:00:00.000Z',
  end: '2026-11-24T09:20:00.000Z',
  speciality: { code: 'medicina-general', name: 'Medicina general' },
  doctor: { id: 'doc-01', name: 'Dra. Marta Gil Herrero' },
  modality: 'presencial',
  headquarters_id: 'hq-madrid',
  place: { id: 'hq-madrid', name: 'Sede Madrid Centro', address: 'Calle de Alcalá 120, 28009 Madrid' },
  video_url: null,
  status: 'booked',
  created_at: '2026-11-20T10:00:00.000Z',
  cancelled_at: null,
  cancellation_reason: null,
  rescheduled_from: null,
  cancellable_until: '2026-11-24T07:00:00.000Z',
};

describe('appointment card', () => {
  it('offers change and cancel until two hours before, in Madrid time', () => {
    render(<AppointmentCard appointment={booked} place="Sede Madrid Centro" now={Date.parse('2026-11-24T06:59:00Z')} />);
    expect(screen.getByRole('heading').textContent).toBe('Martes, 24 de noviembre de 2026, 10:00');
    expect(screen.getByRole('link', { name: /^Cancelar:/ }).getAttribute('href')).toBe('/citas/cita-9001/cancelar');
    expect(screen.getByRole('link', { name: /^Cambiar:/ }).getAttribute('href')).toBe('/citas/cita-9001/cambiar');
    expect(screen.getByText('Puedes cambiarla o cancelarla hasta el martes, 24 de noviembre de 2026, 08:00.')).toBeTruthy();
  });

  it('explains why it can no longer be changed in the last two hours', () => {
    render(<AppointmentCard appointment={booked} place="Sede Madrid Centro" now={Date.parse('2026-11-24T07:00:00Z')} />);
    expect(screen.queryByRole('link', { name: /^Cancelar:/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Cambiar:/ })).toBeNull();
    expect(screen.getByText(/^Faltan menos de 2 horas: ya no se puede cambiar ni cancelar/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Añadir a mi calendario (.ics)' })).toBeTruthy();
  });

  it('a cancelled one shows its reason and no actions', () => {
    render(
      <AppointmentCard
        appointment={{ ...booked, status: 'cancelled', cancellation_reason: 'Ya me encuentro mejor' }}
        place="Sede Madrid Centro"
        now={0}
      />,
    );
    expect(screen.getByText('Cancelada')).toBeTruthy();
    expect(screen.getByText('Motivo: Ya me encuentro mejor')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
