// goober writes its CSS as text into a <style> element, which a Content-Security-Policy without 'unsafe-inline'
// in style-src refuses (scripts/csp.ts), and it creates that element with innerHTML, which Trusted Types refuses.
// Rules added through the CSSOM are outside the policy, so goober is handed a stand-in for its <style>'s text
// node: each write becomes insertRule calls on a sheet of our own (docs/decisions/009-strict-csp.md).

/** Splits flat CSS into its top-level rules (`sel{...}`, `@media(...){...}`, `@keyframes x{...}`). */
export function topLevelRules(css: string): string[] {
  const rules: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < css.length; i++) {
    if (css[i] === '{') depth++;
    else if (css[i] === '}' && --depth === 0) {
      const rule = css.slice(start, i + 1).trim();
      if (rule) rules.push(rule);
      start = i + 1;
    }
  }
  return rules;
}

/**
 * A sheet that script may fill: an adopted constructable sheet, or, where the browser has none (Safari before
 * 16.4), the sheet of an empty <style>, which the policy allows by the hash of the empty text.
 */
export function cssomSheet(doc: Document = document): { sheet: CSSStyleSheet; remove(): void } {
  if ('adoptedStyleSheets' in doc && typeof CSSStyleSheet === 'function' && 'replaceSync' in CSSStyleSheet.prototype) {
    const sheet = new CSSStyleSheet();
    doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
    return { sheet, remove: () => void (doc.adoptedStyleSheets = doc.adoptedStyleSheets.filter((s) => s !== sheet)) };
  }
  const element = doc.createElement('style');
  doc.head.appendChild(element);
  return { sheet: element.sheet!, remove: () => element.remove() };
}

/** Inserts the rules at the start or the end in their order; one the browser cannot parse is dropped, as in a <style>. */
export function insertRules(sheet: CSSStyleSheet, css: string, at: 'start' | 'end'): void {
  let index = at === 'start' ? 0 : sheet.cssRules.length;
  for (const rule of topLevelRules(css)) {
    try {
      sheet.insertRule(rule, index);
      index++;
    } catch {
      // An unknown at-rule or selector: the browser would have skipped it in a stylesheet too.
    }
  }
}

interface GooberTarget {
  firstChild: { data: string };
  parentNode: unknown;
  nonce?: string;
}

/** Points goober (which looks up `window._goober` before each write) at a CSSOM sheet. Must run before any css``. */
export function installCssomGoober(win: Window & { _goober?: GooberTarget } = window): void {
  const { sheet } = cssomSheet(win.document);
  let text = '';
  const node = {
    get data() {
      return text;
    },
    // goober appends a new class's rules, prepends the global block, or (a second glob) replaces it in place.
    set data(next: string) {
      if (next.startsWith(text)) insertRules(sheet, next.slice(text.length), 'end');
      else if (next.endsWith(text)) insertRules(sheet, next.slice(0, next.length - text.length), 'start');
      else {
        while (sheet.cssRules.length > 0) sheet.deleteRule(0);
        insertRules(sheet, next, 'end');
      }
      text = next;
    },
  };
  // An own property wins over the prerendered page's <style id="_goober">, which stays as it is (its hash holds).
  Object.defineProperty(win, '_goober', { value: { firstChild: node, parentNode: win.document.head }, configurable: true, writable: true });
}
