// What the year of history is made of: believable visits per speciality, with ICD-10 diagnoses, Spanish
// prescriptions and lab values. The generator (seed-history.ts) picks from these deterministically.
export interface Diagnosis {
  code: string;
  name: string;
}
export interface Prescription {
  medicine: string;
  dose: string;
  duration: string;
}
export interface ResultValue {
  name: string;
  value: string;
  unit: string;
  range: string;
  flag: 'normal' | 'alto' | 'bajo';
}
export interface ResultTemplate {
  title: string;
  values: ResultValue[];
  conclusion: string;
}

export interface VisitTemplate {
  speciality: string;
  reason: string;
  notes: string;
  diagnoses: Diagnosis[];
  prescriptions?: Prescription[];
  result?: ResultTemplate;
}

const bloodTest: ResultTemplate = {
  title: 'Análisis de sangre (hemograma y bioquímica)',
  conclusion: 'Valores dentro de la normalidad salvo colesterol LDL ligeramente elevado. Se recomienda dieta y control en 6 meses.',
  values: [
    { name: 'Hemoglobina', value: '13,9', unit: 'g/dL', range: '12,0 – 16,0', flag: 'normal' },
    { name: 'Leucocitos', value: '6,4', unit: '10³/µL', range: '4,0 – 10,0', flag: 'normal' },
    { name: 'Glucosa en ayunas', value: '92', unit: 'mg/dL', range: '70 – 100', flag: 'normal' },
    { name: 'Colesterol LDL', value: '138', unit: 'mg/dL', range: '< 130', flag: 'alto' },
    { name: 'Creatinina', value: '0,82', unit: 'mg/dL', range: '0,50 – 1,10', flag: 'normal' },
  ],
};

export const visitTemplates: VisitTemplate[] = [
  {
    speciality: 'medicina-general',
    reason: 'Revisión anual de salud',
    notes: 'Exploración general sin hallazgos relevantes. Se solicita analítica de control.',
    diagnoses: [{ code: 'Z00.00', name: 'Examen médico general sin hallazgos anormales' }],
    result: bloodTest,
  },
  {
    speciality: 'medicina-general',
    reason: 'Fiebre y dolor de garganta',
    notes: 'Amígdalas hiperémicas con exudado. Test rápido de estreptococo positivo.',
    diagnoses: [{ code: 'J02.0', name: 'Faringitis estreptocócica' }],
    prescriptions: [
      { medicine: 'Amoxicilina 500 mg cápsulas', dose: '1 cápsula cada 8 horas', duration: '10 días' },
      { medicine: 'Paracetamol 1 g comprimidos', dose: '1 comprimido cada 8 horas si fiebre', duration: '5 días' },
    ],
  },
  {
    speciality: 'medicina-general',
    reason: 'Control de tensión arterial',
    notes: 'TA 142/91 mmHg en dos tomas. Se inicia tratamiento y se pauta automedida domiciliaria.',
    diagnoses: [{ code: 'I10', name: 'Hipertensión esencial (primaria)' }],
    prescriptions: [{ medicine: 'Enalapril 10 mg comprimidos', dose: '1 comprimido al día por la mañana', duration: '3 meses' }],
  },
  {
    speciality: 'dermatologia',
    reason: 'Revisión de lunares',
    notes: 'Dermatoscopia de 14 lesiones pigmentadas, todas con patrón benigno. Revisión anual.',
    diagnoses: [{ code: 'D22.5', name: 'Nevo melanocítico del tronco' }],
  },
  {
    speciality: 'dermatologia',
    reason: 'Eccema en manos',
    notes: 'Placas eritematodescamativas en dorso de manos. Se recomienda evitar detergentes.',
    diagnoses: [{ code: 'L30.9', name: 'Dermatitis no especificada' }],
    prescriptions: [{ medicine: 'Metilprednisolona aceponato 1 mg/g crema', dose: 'Aplicar una vez al día', duration: '2 semanas' }],
  },
  {
    speciality: 'cardiologia',
    reason: 'Palpitaciones ocasionales',
    notes: 'Auscultación rítmica. ECG en ritmo sinusal a 72 lpm, sin alteraciones de la repolarización.',
    diagnoses: [{ code: 'R00.2', name: 'Palpitaciones' }],
    result: {
      title: 'Electrocardiograma de reposo',
      conclusion: 'Ritmo sinusal normal. Sin signos de isquemia ni de hipertrofia ventricular.',
      values: [
        { name: 'Frecuencia cardiaca', value: '72', unit: 'lpm', range: '60 – 100', flag: 'normal' },
        { name: 'Intervalo PR', value: '160', unit: 'ms', range: '120 – 200', flag: 'normal' },
        { name: 'QTc', value: '412', unit: 'ms', range: '< 450', flag: 'normal' },
      ],
    },
  },
  {
    speciality: 'traumatologia',
    reason: 'Dolor de rodilla tras hacer deporte',
    notes: 'Dolor en interlínea interna, maniobras meniscales negativas. Se pauta reposo relativo y fisioterapia.',
    diagnoses: [{ code: 'M25.561', name: 'Dolor en rodilla derecha' }],
    prescriptions: [{ medicine: 'Ibuprofeno 600 mg comprimidos', dose: '1 comprimido cada 8 horas con comida', duration: '7 días' }],
    result: {
      title: 'Radiografía de rodilla derecha',
      conclusion: 'Sin lesiones óseas agudas. Espacio articular conservado.',
      values: [{ name: 'Espacio articular femorotibial', value: 'Conservado', unit: '', range: '—', flag: 'normal' }],
    },
  },
  {
    speciality: 'oftalmologia',
    reason: 'Visión borrosa de lejos',
    notes: 'Agudeza visual corregida 1,0 en ambos ojos. Fondo de ojo normal. Se actualiza graduación.',
    diagnoses: [{ code: 'H52.1', name: 'Miopía' }],
  },
  {
    speciality: 'psicologia',
    reason: 'Estrés laboral',
    notes: 'Primera sesión. Se acuerdan técnicas de respiración y registro de pensamientos.',
    diagnoses: [{ code: 'F43.2', name: 'Trastorno de adaptación' }],
  },
  {
    speciality: 'ginecologia',
    reason: 'Revisión ginecológica anual',
    notes: 'Exploración normal. Citología de cribado tomada.',
    diagnoses: [{ code: 'Z01.419', name: 'Examen ginecológico de rutina' }],
    result: {
      title: 'Citología cervicovaginal',
      conclusion: 'Negativa para lesión intraepitelial o malignidad.',
      values: [{ name: 'Resultado', value: 'Negativo', unit: '', range: 'Negativo', flag: 'normal' }],
    },
  },
  {
    speciality: 'pediatria',
    reason: 'Revisión del niño sano',
    notes: 'Peso y talla en percentil 55. Calendario vacunal al día.',
    diagnoses: [{ code: 'Z00.129', name: 'Revisión rutinaria de salud infantil' }],
  },
];
