// The specialities the clinics offer. `video`: it can be a video consultation.
export interface Speciality {
  code: string;
  name: string;
  video: boolean;
}

export const specialities: Speciality[] = [
  { code: 'medicina-general', name: 'Medicina general', video: true },
  { code: 'pediatria', name: 'Pediatría', video: true },
  { code: 'ginecologia', name: 'Ginecología y obstetricia', video: false },
  { code: 'dermatologia', name: 'Dermatología', video: true },
  { code: 'cardiologia', name: 'Cardiología', video: false },
  { code: 'traumatologia', name: 'Traumatología', video: false },
  { code: 'oftalmologia', name: 'Oftalmología', video: false },
  { code: 'psicologia', name: 'Psicología', video: true },
];

export const specialityByCode = (code: string): Speciality | undefined => specialities.find((s) => s.code === code);
