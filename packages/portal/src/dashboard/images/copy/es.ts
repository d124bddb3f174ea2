import { plural } from '@convive/sdk';

/** The image manager of the property and room forms: Spanish is the source. */
export const es = {
  currentTitle: 'Imágenes actuales',
  currentHint: 'La primera imagen es la portada. Usa las flechas para cambiar el orden.',
  image: (n: number) => `Imagen ${n}`,
  cover: 'Portada',
  moveUp: (n: number) => `Subir imagen ${n}`,
  moveDown: (n: number) => `Bajar imagen ${n}`,
  remove: (n: number) => `Eliminar imagen ${n}`,
  dropZone: 'Añadir imágenes',
  dropText: 'Arrastra y suelta imágenes aquí o',
  pick: 'Seleccionar imágenes',
  newCount: (n: number) => plural('es', n, { one: `${n} imagen nueva`, other: `${n} imágenes nuevas` }),
  previewAlt: (name: string) => `Vista previa de ${name}`,
  removeNew: (name: string) => `Quitar ${name}`,
  /** A file's size; the number comes formatted in the chosen language ('1,5'). */
  megabytes: (size: string) => `${size} MB`,
  kilobytes: (size: string) => `${size} KB`,
  moved: (position: number) => `Imagen movida a la posición ${position}`,
  deleted: 'Imagen eliminada',
  deleteTitle: 'Eliminar imagen',
  delete: 'Eliminar',
  /** A refused batch: which files the server refused and why; the others went up. */
  refused: (files: readonly { name: string; reason: string | null }[], uploaded: number) =>
    [
      uploaded === 0
        ? 'No se subió ninguna imagen.'
        : plural('es', uploaded, {
            one: `Se subió ${uploaded} imagen.`,
            other: `Se subieron ${uploaded} imágenes.`,
          }),
      plural('es', files.length, { one: 'Esta no se pudo subir:', other: 'Estas no se pudieron subir:' }),
      files.map(({ name, reason }) => `«${name}»${reason ? ` (${reason})` : ''}`).join('; '),
      'Quítalas o cámbialas y vuelve a guardar.',
    ].join(' '),
};

export type ImagesCopy = typeof es;
