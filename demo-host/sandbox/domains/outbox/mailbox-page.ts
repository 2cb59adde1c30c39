// The outbox as a page a person can open: newest first, every text escaped, each message's link clickable.
import type { OutboxMessage } from './outbox.ts';
import { isHttpUrl } from '../../validators.ts';
import { escapeHtml } from '../../format.ts';

const when = (iso: string) =>
  new Intl.DateTimeFormat('es-ES', { dateStyle: 'short', timeStyle: 'medium', timeZone: 'Europe/Madrid' }).format(new Date(iso));

function item(m: OutboxMessage): string {
  const channel = m.channel === 'sms' ? 'SMS' : 'Correo';
  const link = m.link && isHttpUrl(m.link) ? `<p><a href="${escapeHtml(m.link)}">${escapeHtml(m.link)}</a></p>` : '';
  return `<li><article aria-labelledby="${escapeHtml(m.id)}">
<h2 id="${escapeHtml(m.id)}">${escapeHtml(m.subject ?? `${channel} a ${m.to}`)}</h2>
<p class="meta">${channel} · para <strong>${escapeHtml(m.to)}</strong> · ${escapeHtml(when(m.created_at))} · <code>${escapeHtml(m.kind)}</code></p>
<pre>${escapeHtml(m.text)}</pre>${link}</article></li>`;
}

export function mailboxPage(messages: OutboxMessage[]): string {
  const list = messages.length
    ? `<ol reversed>${[...messages].reverse().map(item).join('\n')}</ol>`
    : '<p>Todavía no hay mensajes. Aquí aparecerán los correos y SMS que el sandbox habría enviado.</p>';
  return `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Buzón del sandbox</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:48rem;padding:1rem;color:#1d2a2a;background:#f5f8f8}
ol{list-style:none;padding:0}li{margin:0 0 1rem}article{background:#fff;border-radius:8px;padding:1rem;box-shadow:0 1px 3px #0002}
h1{font-size:1.5rem}h2{font-size:1.1rem;margin:0}.meta{color:#4a5a5a;font-size:.875rem;margin:.25rem 0}
pre{white-space:pre-wrap;font:inherit;margin:.5rem 0}a{color:#0b6b63;word-break:break-all}
</style></head>
<body><main><h1>Buzón del sandbox</h1>
<p>Correos y SMS que el sandbox habría enviado, del más reciente al más antiguo. Se vacía con cada reinicio de datos.
<a href="">Actualizar</a> · <a href="/__sandbox/outbox">JSON</a></p>
${list}
</main></body></html>`;
}
