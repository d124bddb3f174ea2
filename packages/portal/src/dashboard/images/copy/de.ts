import { plural } from '@convive/sdk';
import type { ImagesCopy } from './es';

export const de: ImagesCopy = {
  currentTitle: 'Aktuelle Bilder',
  currentHint: 'Das erste Bild ist das Titelbild. Ändern Sie die Reihenfolge mit den Pfeilen.',
  image: (n: number) => `Bild ${n}`,
  cover: 'Titelbild',
  moveUp: (n: number) => `Bild ${n} nach oben verschieben`,
  moveDown: (n: number) => `Bild ${n} nach unten verschieben`,
  remove: (n: number) => `Bild ${n} löschen`,
  dropZone: 'Bilder hinzufügen',
  dropText: 'Bilder hierher ziehen und ablegen oder',
  pick: 'Bilder auswählen',
  newCount: (n: number) => plural('de', n, { one: `${n} neues Bild`, other: `${n} neue Bilder` }),
  previewAlt: (name: string) => `Vorschau von ${name}`,
  removeNew: (name: string) => `${name} entfernen`,
  megabytes: (size: string) => `${size} MB`,
  kilobytes: (size: string) => `${size} KB`,
  moved: (position: number) => `Bild an Position ${position} verschoben`,
  deleted: 'Bild gelöscht',
  deleteTitle: 'Bild löschen',
  delete: 'Löschen',
  refused: (files: readonly { name: string; reason: string | null }[], uploaded: number) =>
    [
      uploaded === 0
        ? 'Es wurde kein Bild hochgeladen.'
        : plural('de', uploaded, {
            one: `${uploaded} Bild wurde hochgeladen.`,
            other: `${uploaded} Bilder wurden hochgeladen.`,
          }),
      plural('de', files.length, {
        one: 'Dieses konnte nicht hochgeladen werden:',
        other: 'Diese konnten nicht hochgeladen werden:',
      }),
      files.map(({ name, reason }) => `„${name}“${reason ? ` (${reason})` : ''}`).join('; '),
      'Entfernen oder ersetzen Sie sie und speichern Sie erneut.',
    ].join(' '),
};
