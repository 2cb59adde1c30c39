// Entry of react.mjs: <PortalEmbed />, for hosts built with React. React is the host's (a peer, never bundled).
// Safe to import while rendering on a server: nothing here touches window until an effect runs, and effects do
// not run there. Safe under StrictMode, which mounts, unmounts and mounts again at once: the frame is created a
// task after the effect, so the discarded first mount never creates one (one iframe, one connection).
import { useEffect, useRef } from 'react';
import { mount } from './mount.ts';
import type { EmbedEventName, EmbedEvents, EmbedHandle, EmbedOptions } from './types.ts';

export interface PortalEmbedProps extends Omit<EmbedOptions, 'openTopLevel'> {
  /** Every embed event: its name and detail (see EmbedEvents). */
  onEvent?: <K extends EmbedEventName>(name: K, detail: EmbedEvents[K]) => void;
  className?: string;
}

// A record, so that a new event in EmbedEvents is a type error here until it is listed.
const names = Object.keys({
  ready: 0,
  navigation: 0,
  'form-window': 0,
  resize: 0,
  'connection-lost': 0,
  reconnected: 0,
  logout: 0,
  timeout: 0,
  'registration-completed': 0,
  'payment-completed': 0,
  'payment-pending': 0,
  'payment-failed': 0,
  'appointment-booked': 0,
  'appointment-cancelled': 0,
  'form-submitted': 0,
  error: 0,
} satisfies Record<EmbedEventName, 0>) as EmbedEventName[];

export function PortalEmbed({ onEvent, className, path, ...options }: PortalEmbedProps) {
  const element = useRef<HTMLDivElement>(null);
  const handle = useRef<EmbedHandle | null>(null);
  const listener = useRef(onEvent);
  const latestPath = useRef(path);
  useEffect(() => {
    listener.current = onEvent;
    latestPath.current = path;
  });
  const key = JSON.stringify(options);

  useEffect(() => {
    const host = element.current;
    if (!host) return;
    const timer = setTimeout(() => {
      const mounted = mount(host, { ...(JSON.parse(key) as EmbedOptions), path: latestPath.current });
      for (const name of names) mounted.on(name, (detail) => listener.current?.(name, detail as never));
      handle.current = mounted;
    });
    return () => {
      clearTimeout(timer);
      handle.current?.destroy();
      handle.current = null;
    };
  }, [key]);

  // A new path moves the portal inside its page (NAVIGATION); it does not create a new frame.
  // Before the frame exists there is no handle: the frame is then created on the latest path.
  useEffect(() => {
    if (path) handle.current?.navigate(path);
  }, [path]);

  return <div ref={element} className={className} />;
}
