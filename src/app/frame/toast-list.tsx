// Draws core's toasts (docs/specification.md, section 9: 3000 ms, bottom-center, no duplicates, progress bar, close button).
import { useEffect } from 'react';
import { useStore } from '../../core/state/store.ts';
import { dismissToast, pauseToast, resumeToast, toastDrawn, type ToastType } from '../../core/feedback/toasts.ts';
import { Toast } from '../../ui/toast.tsx';
import type { StatusType } from '../../ui/status.ts';
import { shellTexts as t } from '../../i18n/shell.ts';

const tone: Record<ToastType, StatusType> = { error: 'danger', warning: 'warning', success: 'success', info: 'info' };

export function Toasts() {
  const toasts = useStore((s) => s.toasts);
  // Each toast counts its time from here, where it is drawn (core/feedback/toasts.ts).
  useEffect(() => {
    for (const toast of toasts) toastDrawn(toast.id);
  }, [toasts]);
  return (
    <>
      {toasts.map((toast) => (
        <Toast
          key={toast.id}
          type={tone[toast.type]}
          message={toast.message}
          closeLabel={t.close}
          onClose={() => dismissToast(toast.id)}
          durationMs={toast.action ? undefined : toast.durationMs}
          remainingMs={toast.remainingMs}
          paused={toast.paused}
          onPauseChange={(paused) => (paused ? pauseToast(toast.id) : resumeToast(toast.id))}
        />
      ))}
    </>
  );
}
