// Reading comfort across a person's devices: a choice made with the portal's controls is saved on their account,
// and signing in on another device applies what was saved there. Loaded once the configuration is in (the calls
// need its API address). Nothing here can fail loudly: the device keeps its own choice whatever the API says.
import { getReadingComfort, saveReadingComfort } from '../api/reading-comfort.ts';
import { adoptReadingComfort, whenReadingComfortChosen, type ReadingComfort } from '../core/appearance/reading-comfort.ts';
import { store } from '../core/state/store.ts';

const quiet = () => undefined;

export function startReadingComfortSync(): () => void {
  /** Choices made on this device since the last look at the account: a late answer must not undo them. */
  let choices = 0;
  whenReadingComfortChosen((comfort: ReadingComfort) => {
    choices++;
    const person = store.getState().user;
    // A caregiver acting for someone (issue 31) reads on their own device: the member's account is not theirs to set.
    if (person && !person.acting)
      void saveReadingComfort(person.id, { text_size: comfort.textSize, high_contrast: comfort.highContrast }).catch(quiet);
  });

  let seen: string | null = null;
  const look = () => {
    const user = store.getState().user;
    // Nor theirs to read (the API refuses it to a caregiver: not_for_caregivers).
    const id = user && !user.acting ? user.id : null;
    if (id === seen) return;
    seen = id;
    if (!id) return;
    const before = choices;
    void getReadingComfort(id).then((saved) => {
      // Never chosen on the account (updated_at null), another person by now, or chosen here meanwhile: keep this
      // device's choice.
      if (saved.updated_at === null || store.getState().user?.id !== id || choices !== before) return;
      adoptReadingComfort({ textSize: saved.text_size, highContrast: saved.high_contrast });
    }, quiet);
  };
  look();
  return store.subscribe(look);
}
