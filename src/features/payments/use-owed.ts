// The open charges of the signed-in customer, and the subset named in the address when a screen pays a selection.
import { useSearch } from 'wouter';
import { currentUser } from '../../core/session/user.ts';
import { listOpenCharges } from './api/list-charges.ts';
import type { Charge } from './api/types.ts';
import { readSelection, selectedCharges } from './selection.ts';
import { useRemote } from '../../core/loading/use-remote.ts';

export function useOpenCharges() {
  return useRemote<Charge[]>(() => listOpenCharges(currentUser()?.id ?? ''), 'open-charges', { afterConfig: true });
}

/** `selected` is null when something in the address is no longer owed (already paid, replaced by an agreement). */
export function useSelectedCharges() {
  const search = useSearch();
  const ids = readSelection(search);
  const remote = useOpenCharges();
  const selected = remote.status === 'ready' ? selectedCharges(remote.data, ids) : null;
  return { remote, ids, selected };
}
