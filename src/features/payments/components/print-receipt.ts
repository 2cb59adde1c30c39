// Paper gets the receipt alone, black on white, without the shell around it: a screen marks its receipt with
// `data-receipt` and what must not print with `data-no-print`. Imported for its effect by the receipt screens.
import { glob } from 'goober';

// eslint-disable-next-line @typescript-eslint/no-unused-expressions -- goober's glob is a tag that writes a global rule
glob`
  @media print {
    body * { visibility: hidden; }
    [data-receipt], [data-receipt] * { visibility: visible; }
    [data-receipt] { position: absolute; inset: 0 auto auto 0; width: 100%; box-shadow: none; color: #000; background: #fff;
      font: 12pt/1.5 system-ui, sans-serif; }
    [data-receipt] dl { display: grid; grid-template-columns: auto 1fr; gap: 4pt 16pt; }
    [data-receipt] dd { margin: 0; }
    [data-no-print] { display: none; }
  }
`;
