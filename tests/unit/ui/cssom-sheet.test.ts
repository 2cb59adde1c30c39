import { describe, expect, it } from 'vitest';
import { installCssomGoober, insertRules, topLevelRules } from '../../../src/ui/cssom-sheet.ts';

type GooberWindow = Window & { _goober?: { firstChild: { data: string }; parentNode: unknown } };

describe('goober through the CSSOM (no <style> text for the CSP to refuse)', () => {
  it('splits flat CSS into top-level rules', () => {
    expect(topLevelRules('.a{x:1}@media (min-width:1px){.a{x:2}} .b{y:1}')).toEqual([
      '.a{x:1}',
      '@media (min-width:1px){.a{x:2}}',
      '.b{y:1}',
    ]);
  });

  it('turns goober text writes into rules: appended classes at the end, the global block at the start, a new global block in its place', () => {
    const win = window as GooberWindow;
    const before = document.adoptedStyleSheets.length;
    const styleElements = document.querySelectorAll('style').length;
    installCssomGoober(win);
    const sheet = document.adoptedStyleSheets[before]!;
    const node = win._goober!.firstChild;
    node.data += '.go1{color:red}';
    node.data += '.go2{color:blue}@media (min-width:10px){.go2{color:green}}';
    node.data = `body{margin:2px}${node.data}`;
    const texts = () => [...sheet.cssRules].map((r) => r.cssText.replace(/\s+/g, ''));
    expect(texts()).toEqual(['body{margin:2px;}', '.go1{color:red;}', '.go2{color:blue;}', '@media(min-width:10px){.go2{color:green;}}']);
    node.data = node.data.replace('body{margin:2px}', 'body{margin:1px}');
    expect(texts()[0]).toBe('body{margin:1px;}');
    expect(texts()).toHaveLength(4);
    expect(document.querySelectorAll('style').length).toBe(styleElements);
  });

  it('drops a rule the browser cannot parse instead of throwing, as a stylesheet would', () => {
    const sheet = new CSSStyleSheet();
    insertRules(sheet, '.ok{color:red}@@@{', 'end');
    expect(sheet.cssRules.length).toBe(1);
  });
});
