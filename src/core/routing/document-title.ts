import { useEffect } from 'react';
import { PRODUCT_TITLE } from '../constants.ts';

export function documentTitle(screenTitle: string): string {
  return screenTitle ? `${screenTitle} · ${PRODUCT_TITLE}` : PRODUCT_TITLE;
}

/** Every route names itself in the tab title (WCAG 2.4.2). */
export function useDocumentTitle(screenTitle: string): void {
  useEffect(() => {
    document.title = documentTitle(screenTitle);
  }, [screenTitle]);
}
