// What a caregiver reads while acting for someone, on every screen (issue 31): the banner and the end of their
// access. Apart from i18n/caregivers.ts because the shell and the HTTP client carry these, and the rest loads
// only with the caregiver screens.
export const actingTexts = {
  banner: {
    helping: (name: string) => `Estás ayudando a ${name}`,
    change: 'Cambiar',
    changeLabel: (name: string) => `Cambiar: dejar de ayudar a ${name} y elegir otra persona`,
  },
  endedGeneric: 'Tu acceso para ayudar a esta persona ha terminado: lo retiró o llegó su fecha de fin.',
} as const;
