// The member's side of caregivers on Mi Perfil (issue 31), one lazy chunk: "Personas que me ayudan" and "Quién ha
// entrado". Only a holder or a beneficiary of 18 or more may give access (the sandbox refuses a minor too).
import { CaregiversSection } from './caregivers-section.tsx';
import { CaregiverAccessSection } from './caregiver-access-section.tsx';

export function CaregiverSections({ customerId }: { customerId: string }) {
  return (
    <>
      <CaregiversSection grantorId={customerId} />
      <CaregiverAccessSection customerId={customerId} />
    </>
  );
}
