import { createElement } from 'react';
import { setup } from 'goober';
import { installGlobalStyle } from './global-style.ts';

let done = false;

/** Call once before the first render: wires goober's `styled` to (p)react and writes the global sheet. */
export function setupUi(): void {
  if (done) return;
  done = true;
  setup(createElement);
  installGlobalStyle();
}
