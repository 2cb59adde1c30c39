// The brand line of the screens without the menu (auth and public).
export const brandTexts = {
  name: 'Portal de afiliados',
  tagline: 'Tu salud y la de los tuyos, en un solo lugar.',
} as const;
