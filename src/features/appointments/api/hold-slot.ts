import { apiCall } from '../../../core/http/client.ts';
import { apiUrl } from '../../../api/base-url.ts';
import type { SlotHold } from './types.ts';

/** POST {base}/appointment-holds — keeps the slot for this session while the member confirms (409 if taken). */
export function holdSlot(slotId: string, patientId: string, appointmentId?: string): Promise<SlotHold> {
  return apiCall({
    url: apiUrl('/appointment-holds'),
    method: 'POST',
    data: { slot_id: slotId, patient_id: patientId, appointment_id: appointmentId },
  });
}
