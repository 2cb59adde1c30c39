// Titles of the side menu, as the table of docs/specification.md, section 2 gives them.
export const menuTexts = {
  citas: 'Citas médicas',
  soporte: 'Ayuda y soporte',
  misPagos: 'Mis Pagos',
  perfil: 'Mi Perfil',
  carne: 'Carné de afiliación',
  historia: 'Historia clinica',
  suscripcion: 'Mi suscripción',
  beneficios: 'Aliados y Ofertas',
  resumenMisVentas: 'Resumen de mis ventas',
  resumenVentas: 'Resumen de ventas',
  clientes: 'Clientes',
  sedes: 'Sedes',
  switchPerson: 'Cambiar de perfil',
  install: 'Instalar la aplicación',
  logout: 'Cerrar sesión',
  navLabel: 'Menú principal',
} as const;
