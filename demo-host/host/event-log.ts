// The live log of bridge events (role="log"): newest last, capped so a long demo stays light.
import type { EmbedEventName } from '../../embed/index.ts';

const labels: Record<EmbedEventName, string> = {
  ready: 'Portal conectado',
  navigation: 'Navegación',
  'form-window': 'Ventana de formulario',
  resize: 'Tamaño',
  'connection-lost': 'Conexión perdida',
  reconnected: 'Reconectado',
  logout: 'Sesión cerrada',
  timeout: 'Sin respuesta del portal',
  'registration-completed': 'Registro completado',
  'payment-completed': 'Pago completado',
  'payment-pending': 'Pago pendiente',
  'payment-failed': 'Pago fallido',
  'appointment-booked': 'Cita reservada',
  'appointment-cancelled': 'Cita cancelada',
  'form-submitted': 'Formulario enviado',
  error: 'Error en el portal',
};

export const eventNames = Object.keys(labels) as EmbedEventName[];

const MAX_ENTRIES = 50;

export function createEventLog(list: HTMLOListElement) {
  return (name: EmbedEventName, detail: unknown) => {
    const item = document.createElement('li');
    const time = document.createElement('time');
    const now = new Date();
    time.dateTime = now.toISOString();
    time.textContent = now.toLocaleTimeString('es-ES');
    const label = document.createElement('strong');
    label.textContent = labels[name];
    const data = document.createElement('code');
    data.textContent = `${name} ${JSON.stringify(detail)}`;
    item.append(time, ' ', label, ' ', data);
    list.append(item);
    while (list.children.length > MAX_ENTRIES) list.firstElementChild?.remove();
    list.parentElement?.scrollTo({ top: list.scrollHeight });
  };
}
