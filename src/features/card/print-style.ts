// Printing the card gives an ID-1 card (85.6 x 54 mm, a credit card's size) and nothing else of the page:
// everything hides, the card shows at its real size with the QR code on the right, ready to cut out.
import { css } from 'goober';

export const printCard = css`
  @media print {
    visibility:visible;position:fixed;left:0;top:0;box-sizing:border-box;width:85.6mm;height:54mm;overflow:hidden;
    box-shadow:none;border:0.3mm solid #000;border-top-width:2.5mm;border-radius:3mm;font-size:7pt;
    print-color-adjust:exact;-webkit-print-color-adjust:exact;
    & *{visibility:visible;}
    & > div{padding:1.5mm 3mm 0;}
    & > div + div{display:grid;grid-template-columns:1fr 22mm;gap:1mm 2mm;padding:1mm 3mm;}
    & h2{font-size:9pt;}
    & dl{grid-column:1;gap:0 2mm;}
    & dl dt{font-size:6pt;line-height:1.35;}
    & dl dd{font-size:6pt;line-height:1.35;}
    & h2 + span{font-size:6pt;}
    & [aria-hidden="true"]{width:7mm !important;height:7mm !important;font-size:2.8mm !important;}
  }
`;

export const printQr = css`
  @media print {
    grid-column:2;grid-row:1 / span 2;align-self:center;
    & svg{width:22mm;height:22mm;}
    & p{display:none;}
  }
`;

/**
 * Page rules the card screen adds while it is shown (useDocumentRules). Not goober's `glob`: goober keeps one
 * global block and a second call replaces the design system's (tokens, reset) instead of adding to it.
 */
export const printPageRules = '@page{size:85.6mm 54mm;margin:0;}@media print{body{visibility:hidden;background:#fff;}}';
