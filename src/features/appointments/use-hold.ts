// The slot a member has picked: held on the server while they confirm, then committed (a booking or a
// change). A refused or expired hold sends them back to the free slots with a message, their other choices kept.
import { useState } from 'react';
import { ApiError, errorMessage } from '../../core/errors/error-message.ts';
import { appointmentTexts as t } from '../../i18n/appointments.ts';
import { holdSlot } from './api/hold-slot.ts';
import { releaseHold } from './api/release-hold.ts';
import type { Appointment, SlotHold } from './api/types.ts';

export function useHold(commit: (hold: SlotHold) => Promise<Appointment>) {
  const [hold, setHold] = useState<SlotHold | null>(null);
  const [holding, setHolding] = useState(false);
  const [slotError, setSlotError] = useState<string | null>(null);
  const [reload, setReload] = useState(0);
  const [committing, setCommitting] = useState(false);
  const [commitError, setCommitError] = useState<string | null>(null);
  const [done, setDone] = useState<Appointment | null>(null);

  const backToSlots = (message: string) => {
    setHold(null);
    setSlotError(message);
    setReload((n) => n + 1);
  };
  const letGo = () => {
    if (hold) void releaseHold(hold.id).catch(() => undefined);
    setHold(null);
    setSlotError(null);
    setCommitError(null);
  };
  const pick = async (slotId: string, patientId: string, appointmentId?: string) => {
    setHolding(true);
    setSlotError(null);
    setCommitError(null);
    try {
      setHold(await holdSlot(slotId, patientId, appointmentId));
    } catch (error) {
      backToSlots(errorMessage(error));
    } finally {
      setHolding(false);
    }
  };
  const confirm = async () => {
    if (!hold) return;
    setCommitting(true);
    setCommitError(null);
    try {
      setDone(await commit(hold));
      setHold(null);
    } catch (error) {
      // A lost hold cannot be retried: back to the slots. Anything else keeps the hold for another try.
      if (error instanceof ApiError && error.status === 410) backToSlots(errorMessage(error));
      else setCommitError(errorMessage(error));
    } finally {
      setCommitting(false);
    }
  };
  return {
    hold,
    holding,
    slotError,
    reload,
    committing,
    commitError,
    done,
    pick,
    confirm,
    letGo,
    expire: () => backToSlots(t.heldExpired),
    clearDone: () => setDone(null),
  };
}
