import { plural } from '@convive/sdk';
import type { ImagesCopy } from './es';

export const fr: ImagesCopy = {
  currentTitle: 'Images actuelles',
  currentHint: 'La première image est la photo de couverture. Utilisez les flèches pour changer l’ordre.',
  image: (n: number) => `Image ${n}`,
  cover: 'Couverture',
  moveUp: (n: number) => `Monter l’image ${n}`,
  moveDown: (n: number) => `Descendre l’image ${n}`,
  remove: (n: number) => `Supprimer l’image ${n}`,
  dropZone: 'Ajouter des images',
  dropText: 'Glissez-déposez des images ici ou',
  pick: 'Choisir des images',
  newCount: (n: number) => plural('fr', n, { one: `${n} nouvelle image`, other: `${n} nouvelles images` }),
  previewAlt: (name: string) => `Aperçu de ${name}`,
  removeNew: (name: string) => `Retirer ${name}`,
  megabytes: (size: string) => `${size} Mo`,
  kilobytes: (size: string) => `${size} Ko`,
  moved: (position: number) => `Image déplacée en position ${position}`,
  deleted: 'Image supprimée',
  deleteTitle: 'Supprimer l’image',
  delete: 'Supprimer',
  refused: (files: readonly { name: string; reason: string | null }[], uploaded: number) =>
    [
      uploaded === 0
        ? 'Aucune image n’a été envoyée.'
        : plural('fr', uploaded, {
            one: `${uploaded} image a été envoyée.`,
            other: `${uploaded} images ont été envoyées.`,
          }),
      plural('fr', files.length, {
        one: 'Celle-ci n’a pas pu être envoyée :',
        other: 'Celles-ci n’ont pas pu être envoyées :',
      }),
      files.map(({ name, reason }) => `« ${name} »${reason ? ` (${reason})` : ''}`).join(' ; '),
      'Retirez-les ou remplacez-les, puis enregistrez à nouveau.',
    ].join(' '),
};
