// The open charges of the signed-in customer, and the subset named in the address when a screen pays a selection.
import { useSearch } from 'wouter';
import { currentUser } from '../../core/user.ts';
import { listOpenCharges } from './api/list-charges.ts';
import type { Charge } from './api/types.ts';
import { readSelection, selectedCharges } from './selection.ts';
import { useLoad } from './use-load.ts';

export function useOpenCharges() {
  return useLoad<Charge[]>(() => listOpenCharges(currentUser()?.id ?? ''));
}

/** `selected` is null when something in the address is no longer owed (already paid, replaced by an agreement). */
export function useSelectedCharges() {
  const search = useSearch();
  const ids = readSelection(search);
  const load = useOpenCharges();
  const selected = load.state.status === 'ready' ? selectedCharges(load.state.value, ids) : null;
  return { ...load, ids, selected };
}
