// end-registration (docs/specification.md, section 2).
export const endRegistrationTexts = {
  title: 'Registro exitoso',
  thanks: (name: string) => `¡Gracias, ${name}! Tu afiliación se ha registrado correctamente.`,
  placeholderName: 'nuevo afiliado',
  email: 'En unos minutos recibirás en tu correo electrónico toda la información de tu plan.',
  help: 'Si tienes cualquier duda, nuestro centro de ayuda y soporte está a tu disposición.',
  helpLink: 'Ir al centro de ayuda',
  version: (v: string) => `Versión ${v}`,
  redirect: 'Te llevaremos a tu portal en unos segundos…',
  goNow: 'Ir a mi portal',
} as const;
