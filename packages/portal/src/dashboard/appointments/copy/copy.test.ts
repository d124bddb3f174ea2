import { describe, it } from 'vitest';
import { expectCompleteCatalogs } from '../../../test/i18n';
import { appointmentsCopy } from '.';

describe('appointments catalogs', () => {
  it('has every Spanish key, none blank, in en, fr and de', async () => {
    await expectCompleteCatalogs(appointmentsCopy, {
      'card.guest': ['Marta Gil'],
      'dialog.confirmText': ['Marta Gil', 'Ático en Chamberí', '24 November 2026 at 10:30'],
      'dialog.rejectText': ['Marta Gil', 'Ático en Chamberí', '24 November 2026 at 10:30'],
      'dialog.cancelText': ['Ático en Chamberí', '24 November 2026 at 10:30'],
      'dialog.messageHint': [1000],
    });
  });
});
