// Paper gets the receipt alone, black on white, without the shell around it: a screen marks its receipt with
// `data-receipt`, what must not print with `data-no-print`, and renders this while it is shown. Rules of their
// own, through the CSSOM (the CSP refuses a rendered <style>); not goober's `glob`: goober keeps one global block,
// and a second glob replaced the design system's (tokens, reset), which left the whole portal unstyled once a
// receipt had been opened.
import { useDocumentRules } from '../../../ui/document-rules.ts';

const RULES = `@media print{
body *{visibility:hidden;}
[data-receipt],[data-receipt] *{visibility:visible;}
[data-receipt]{position:absolute;inset:0 auto auto 0;width:100%;box-shadow:none;color:#000;background:#fff;font:12pt/1.5 system-ui,sans-serif;}
[data-receipt] dl{display:grid;grid-template-columns:auto 1fr;gap:4pt 16pt;}
[data-receipt] dd{margin:0;}
[data-no-print]{display:none;}
}`;

export function ReceiptPrintStyle() {
  useDocumentRules(RULES);
  return null;
}
