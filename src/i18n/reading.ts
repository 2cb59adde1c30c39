// Reading comfort (core/appearance/reading-comfort.ts): the control in the side menu and in Mi Perfil.
export const readingTexts = {
  menuEntry: 'Tamaño del texto y contraste',
  title: 'Lectura',
  textSize: 'Tamaño del texto',
  sizes: { normal: 'Normal', grande: 'Grande', 'muy-grande': 'Muy grande' },
  highContrast: 'Alto contraste',
  hint: 'Se aplica al momento y se recuerda en este dispositivo.',
} as const;
