import { useEffect } from 'react';
import { cssomSheet, insertRules } from './cssom-sheet.ts';

/**
 * Page-wide rules (print layouts, `@page`) while a screen is shown. Through the CSSOM rather than a rendered
 * <style>, which the portal's Content-Security-Policy refuses (scripts/csp.ts).
 */
export function useDocumentRules(css: string): void {
  useEffect(() => {
    const { sheet, remove } = cssomSheet(document);
    insertRules(sheet, css, 'end');
    return remove;
  }, [css]);
}
