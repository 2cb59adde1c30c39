// Names, surnames and places for the generated sales customers: common in Spain, spelled as people write them.
export const femaleNames = ['María', 'Carmen', 'Ana', 'Laura', 'Isabel', 'Marta', 'Cristina', 'Lucía', 'Paula', 'Sara', 'Elena', 'Raquel', 'Silvia', 'Pilar', 'Nuria', 'Beatriz', 'Irene', 'Alba', 'Rosa', 'Teresa', 'Inés', 'Claudia', 'Julia', 'Noelia'];
export const maleNames = ['Antonio', 'Manuel', 'José', 'Francisco', 'David', 'Juan', 'Javier', 'Daniel', 'Carlos', 'Alejandro', 'Miguel', 'Rafael', 'Pablo', 'Sergio', 'Fernando', 'Jorge', 'Alberto', 'Luis', 'Álvaro', 'Adrián', 'Diego', 'Raúl', 'Iván', 'Rubén'];
export const surnames = ['García', 'Rodríguez', 'González', 'Fernández', 'López', 'Martínez', 'Sánchez', 'Pérez', 'Gómez', 'Martín', 'Jiménez', 'Ruiz', 'Hernández', 'Díaz', 'Moreno', 'Muñoz', 'Álvarez', 'Romero', 'Alonso', 'Gutiérrez', 'Navarro', 'Torres', 'Domínguez', 'Vázquez', 'Ramos', 'Gil', 'Ramírez', 'Serrano', 'Blanco', 'Molina', 'Morales', 'Suárez', 'Ortega', 'Delgado', 'Castro', 'Ortiz', 'Rubio', 'Marín', 'Sanz', 'Iglesias'];

export interface Place {
  city: string;
  province: string;
  postal: string;
  streets: string[];
}

export const places: Place[] = [
  { city: 'Madrid', province: 'Madrid', postal: '280', streets: ['Calle de Alcalá', 'Calle de Atocha', 'Calle de Bravo Murillo', 'Paseo de las Delicias'] },
  { city: 'Barcelona', province: 'Barcelona', postal: '080', streets: ['Carrer de Mallorca', 'Carrer de Sants', 'Via Augusta', 'Carrer de Balmes'] },
  { city: 'Valencia', province: 'Valencia', postal: '460', streets: ['Calle de Colón', 'Avenida del Puerto', 'Calle de Cuba', 'Avenida de Aragón'] },
  { city: 'Sevilla', province: 'Sevilla', postal: '410', streets: ['Calle Asunción', 'Avenida de la Constitución', 'Calle Feria', 'Calle San Jacinto'] },
  { city: 'Zaragoza', province: 'Zaragoza', postal: '500', streets: ['Paseo de la Independencia', 'Calle de Delicias', 'Avenida de Madrid'] },
  { city: 'Málaga', province: 'Málaga', postal: '290', streets: ['Calle Larios', 'Avenida de Andalucía', 'Calle Carretería'] },
  { city: 'Bilbao', province: 'Bizkaia', postal: '480', streets: ['Gran Vía de Don Diego López de Haro', 'Calle Autonomía', 'Alameda de Urquijo'] },
  { city: 'Valladolid', province: 'Valladolid', postal: '470', streets: ['Calle de Santiago', 'Paseo de Zorrilla', 'Calle Labradores'] },
];
