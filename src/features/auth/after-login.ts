// Where a login goes once the password grant answered (issue 31): a login someone granted access to chooses on
// /auth/switch whom to act for, even with one grant and no person of its own (the tap says, before anything else,
// whom they are about to act for); otherwise as before (one person: home; several: the switch). Loaded with the
// session code, after the login screen painted, so the first bundle does not carry it.
import { choosePersonAgain } from '../../core/session/session.ts';
import { dropSession } from '../../core/session/acting.ts';
import type { Profile } from '../../core/session/jwt.ts';
import { ShownError } from '../../core/errors/error-message.ts';
import { paths } from '../../core/routing/paths.ts';
import { navigate } from '../../core/routing/navigation.ts';
import { caregiverTexts } from '../../i18n/caregivers.ts';
import { listRepresented, type Represented } from './api/list-represented.ts';

/** A provider without caregivers (404) or a passing failure: the login goes on as a member's, never stops here. */
async function represented(): Promise<Represented[]> {
  try {
    return await listRepresented();
  } catch {
    return [];
  }
}

export async function afterLogin(profiles: Profile[]): Promise<void> {
  const helped = await represented();
  if (helped.length === 0) {
    if (profiles.length === 0) {
      dropSession();
      throw new ShownError(caregiverTexts.switch.nobody);
    }
    navigate(profiles.length > 1 ? paths.switchPerson : paths.home);
    return;
  }
  // login() chose the one person already: forgotten, so /auth/switch (signed-out only) offers the choice.
  choosePersonAgain();
}
