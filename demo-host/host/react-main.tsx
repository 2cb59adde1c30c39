// react.html: a host page built with React 19 (the real one, not the portal's preact/compat) that mounts
// <PortalEmbed /> inside <StrictMode>, whose double mount must still leave one iframe and one connection.
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { PortalEmbed } from '../../embed/react.tsx';
import { createEventLog } from './event-log.ts';
import type { EmbedEventName } from '../../embed/index.ts';

const PORTAL_URL = import.meta.env.VITE_PORTAL_URL as string;

function App() {
  const [path, setPath] = useState('/auth/login');
  const [log, setLog] = useState<((name: EmbedEventName, detail: unknown) => void) | null>(null);
  return (
    <main className="snippet-page">
      <h1>Mi portal en una página hecha con React</h1>
      <p>Esta página monta el componente PortalEmbed dentro de StrictMode.</p>
      <div className="actions">
        <button type="button" onClick={() => setPath('/home/carne')}>
          Ver mi carné
        </button>
      </div>
      <PortalEmbed
        src={PORTAL_URL}
        path={path}
        load="eager"
        title="Portal de afiliados de Clínica Horizonte"
        onEvent={(name, detail) => log?.(name, detail)}
      />
      <h2 id="log-title">Eventos del puente</h2>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a log that scrolls must be reachable by keyboard (axe: scrollable-region-focusable) */}
      <div className="log" role="log" aria-labelledby="log-title" tabIndex={0}>
        <ol id="log" ref={(list) => void (list && !log && setLog(() => createEventLog(list)))} />
      </div>
    </main>
  );
}

createRoot(document.getElementById('app')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
