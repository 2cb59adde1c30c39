// The frame is 375 px wide like the portal's phone frame, and full width at 420 px or less, where the portal
// switches to its embedded mode; 812 px high when fixed, the content's height (set by mount) when auto. In a
// dialog (`load: 'click'`) it fills the dialog, a full-screen sheet at 420 px or less. Adopted as a constructed
// stylesheet: a host's CSP without 'unsafe-inline' for styles does not block it, and no <style> element lands in
// the host's DOM.
export const css =
  '.pe{position:relative;width:375px;max-width:100%;height:812px}' +
  '.pe-a{min-height:480px}' +
  '.pe>iframe{display:block;width:100%;height:100%;border:0}' +
  '.pe-s{position:absolute;inset:0;display:flex;flex-direction:column;align-items:center;justify-content:center;' +
  'gap:12px;padding:24px;background:#fff;color:#1f2937;font:16px/1.5 system-ui,sans-serif;text-align:center}' +
  '.pe-s[hidden]{display:none}' +
  '.pe-s a{color:#1d4ed8;padding:4px 0}' +
  '.pe-s:not(.pe-e):before{content:"";width:28px;height:28px;border:3px solid #d1d5db;border-top-color:#1d4ed8;' +
  'border-radius:50%;animation:pe-spin 1s linear infinite}' +
  '@keyframes pe-spin{to{transform:rotate(1turn)}}' +
  '@media(prefers-reduced-motion:reduce){.pe-s:before{animation:none}}' +
  '.pe-l,.pe-x{font:600 16px system-ui,sans-serif;min-height:44px;padding:0 20px;border:0;border-radius:8px;' +
  'background:#1d4ed8;color:#fff;cursor:pointer}' +
  '.pe-d{padding:44px 0 0;border:0;border-radius:12px;width:375px;max-width:100%;height:min(856px,100dvh - 32px);' +
  'max-height:none;overflow:hidden}' +
  '.pe-d::backdrop{background:#0009}' +
  '.pe-d .pe{height:100%;width:100%}' +
  '.pe-x{position:absolute;top:0;right:0;width:44px;padding:0;background:none;color:#1f2937;font-size:28px}' +
  '@media(max-width:420px){.pe{width:100%}.pe-d{width:100%;height:100%;margin:0;border-radius:0}}';

const adopted = new WeakSet<Document>();

export function adoptStyles(doc: Document): void {
  const win = doc.defaultView;
  if (!win || adopted.has(doc) || !('adoptedStyleSheets' in doc)) return;
  const sheet = new win.CSSStyleSheet();
  sheet.replaceSync(css);
  doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
  adopted.add(doc);
}
