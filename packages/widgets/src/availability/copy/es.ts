import { plural } from '@convive/sdk';

/** The availability calendar's Spanish copy, the source of truth: the other languages have its shape. */
export const es = {
  title: 'Disponibilidad',
  unit: 'Habitación',
  wholeHome: (title: string) => `${title} (vivienda completa)`,
  previousMonth: 'Mes anterior',
  nextMonth: 'Mes siguiente',
  legend: 'Leyenda',
  free: 'Libre',
  taken: 'Ocupado',
  blocked: 'Bloqueado',
  before: 'Aún no disponible',
  outside: 'Fuera del calendario',
  nextFree: (date: string) => `Disponible a partir del ${date}`,
  noneFree: (months: number) =>
    plural('es', months, {
      one: 'Sin días libres en el próximo mes.',
      other: `Sin días libres en los próximos ${months} meses.`,
    }),
  allFree: 'Libre todo el periodo: no hay fechas ocupadas ni bloqueadas.',
  noUnits: 'Este anuncio no tiene calendario de disponibilidad.',
  loadError: 'No se pudo cargar la disponibilidad.',
  chooseMoveIn: 'Elige el día de entrada.',
  chooseMoveOut: (moveIn: string, months: number) =>
    plural('es', months, {
      one: `Entrada el ${moveIn}. Elige el día de salida (estancia mínima de ${months} mes).`,
      other: `Entrada el ${moveIn}. Elige el día de salida (estancia mínima de ${months} meses).`,
    }),
  selected: (moveIn: string, moveOut: string) => `Del ${moveIn} al ${moveOut}.`,
  moveInMark: 'entrada',
  moveOutMark: 'salida',
  tooShort: (months: number) =>
    plural('es', months, {
      one: `La estancia mínima es de ${months} mes.`,
      other: `La estancia mínima es de ${months} meses.`,
    }),
  tooLong: (months: number) =>
    plural('es', months, {
      one: `La estancia máxima es de ${months} mes.`,
      other: `La estancia máxima es de ${months} meses.`,
    }),
  notFree: 'Ese periodo incluye días no disponibles.',
  clear: 'Borrar selección',
};
