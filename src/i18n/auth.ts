// Login, welcome, person switch and the registration screens.
export const authTexts = {
  welcome: {
    title: 'Bienvenido a tu portal de salud',
    subtitle: 'Gestiona tu afiliación, pide citas, consulta tu carné y cuida de tu familia desde el móvil.',
    login: 'Iniciar sesión',
    register: 'Quiero afiliarme',
    features: ['Citas médicas en pocos pasos', 'Tu carné de afiliación siempre contigo', 'Invita a tu familia a tu plan'],
  },
  switchPerson: {
    title: '¿Con qué perfil quieres entrar?',
    subtitle: 'Tu cuenta tiene acceso a más de un plan. Elige cómo quieres continuar.',
    as: (role: string) => `Entrar como ${role}`,
  },
} as const;
