// Entry of embed.js, the script of the snippet (IIFE). currentScript is only set while this file first runs.
import { autostart } from './autostart.ts';

const scriptSrc = (document.currentScript as HTMLScriptElement | null)?.src;

if (document.readyState === 'loading') {
  document.addEventListener('DOMContentLoaded', () => autostart(document, scriptSrc), { once: true });
} else {
  autostart(document, scriptSrc);
}
