import { formatMoney } from '../../i18n/format.ts';

/** Amounts travel in cents; people read euros ("10,50 €"). */
export const euros = (cents: number): string => formatMoney(cents / 100);
