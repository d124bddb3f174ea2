import { describe, expect, it } from 'vitest';
import { expectCompleteCatalogs } from '../../../test/i18n';
import { messagesCopy } from '.';

describe('messaging catalogs', () => {
  it('has every key in every language', async () => {
    await expectCompleteCatalogs(messagesCopy, {
      unread: [3],
      conversationWith: ['Marta'],
      counter: [12, 5000],
      tooLong: [5000],
      attachHint: [5, 10],
      removeFile: ['a.pdf'],
      fileType: ['a.exe'],
      fileSize: ['a.png', 10],
      fileCount: [5],
      openAttachment: ['a.pdf'],
      blockTitle: ['Marta'],
      unblockTitle: ['Marta'],
      insertReply: ['Saludo'],
      visitCardWhen: ['2 de diciembre'],
      responseWithinHours: [2],
      responseWithinDays: [3],
      responseRate: [90],
    });
  });

  it('keeps the Spanish texts of the brief', () => {
    const es = messagesCopy.current();
    expect(es.emptyText.startsWith('Aún no tienes mensajes')).toBe(true);
    expect(es.maskedNotice).toBe(
      'Los teléfonos, correos y cuentas se muestran cuando se acepta una solicitud.',
    );
    expect(es.report).toBe('Denunciar');
    expect(es.block).toBe('Bloquear');
    expect(es.unblock).toBe('Desbloquear');
    expect(es.proposeVisit).toBe('Proponer visita');
    expect(es.invite).toBe('Invitar a solicitar');
  });
});
