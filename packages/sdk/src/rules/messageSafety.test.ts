import { describe, expect, it } from 'vitest';
import { fillSavedReply, hasContactDetails, MASK, maskContactDetails } from './messageSafety';

describe('maskContactDetails', () => {
  it.each([
    ['Llámame al 612345678', `Llámame al ${MASK}`],
    ['Llámame al 612 345 678', `Llámame al ${MASK}`],
    ['Llámame al 612 34 56 78', `Llámame al ${MASK}`],
    ['móvil: 612-345-678.', `móvil: ${MASK}.`],
    ['fijo 91 123 45 67', `fijo ${MASK}`],
    ['+34 612 34 56 78 mejor por la tarde', `${MASK} mejor por la tarde`],
    ['+34612345678', MASK],
    ['0034 612 345 678', MASK],
    ['(+34) 612 345 678', MASK],
    ['(91) 123 45 67', `${MASK}`],
    ['612.345.678', MASK],
    ['escribe a ana.garcia+pisos@gmail.com y te cuento', `escribe a ${MASK} y te cuento`],
    ['ANA@EMPRESA.ES', MASK],
    ['correo: a_b-c@sub.dominio.co.uk', `correo: ${MASK}`],
    ['IBAN ES91 2100 0418 4502 0005 1332 gracias', `IBAN ${MASK} gracias`],
    ['ES9121000418450200051332', MASK],
    ['es91 2100 0418 4502 0005 1332', MASK],
    ['ES91-2100-0418-4502-0005-1332', MASK],
    ['DE89 3704 0044 0532 0130 00 para la fianza', `${MASK} para la fianza`],
    ['GB29 NWBK 6016 1331 9268 19', MASK],
    ['cuenta 2100 0418 45 0200051332', `cuenta ${MASK}`],
    ['escríbeme a ana arroba gmail punto com', `escríbeme a ${MASK}`],
    ['ana(at)gmail(dot)com, gracias', `${MASK}, gracias`],
    ['ana [arroba] empresa [punto] es', MASK],
    ['ana.garcia ARROBA gmail . com', MASK],
    ['ana@gmail punto com', MASK],
    ['mi correo: ana arroba gmail', `mi correo: ${MASK}`],
    ['ana {at} gmail {dot} co {dot} uk', MASK],
  ])('masks %j', (input, expected) => {
    expect(maskContactDetails(input)).toEqual({ text: expected, masked: true });
  });

  it.each([
    'El alquiler es 1.200 € al mes',
    'Entrada el 2025-03-01, salida el 01/06/2025',
    'Código postal 28004, piso 3º B',
    'Son 45 m² y 2 baños',
    'Visita a las 18:30 del 12.03.2025',
    'Fianza de 2 meses (1.500 €)',
    'Escribe a @convive en redes',
    'Quedamos at home, dot',
    'Nos vemos en el punto de encuentro',
    'ES el mejor piso',
    '',
  ])('leaves %j alone', (input) => {
    expect(maskContactDetails(input)).toEqual({ text: input, masked: false });
  });

  it('masks several details in one text and says so', () => {
    const { text, masked } = maskContactDetails('Tel 612345678 o mail x@y.es, IBAN ES9121000418450200051332');
    expect(masked).toBe(true);
    expect(text).toBe(`Tel ${MASK} o mail ${MASK}, IBAN ${MASK}`);
    expect(hasContactDetails('hola')).toBe(false);
    expect(hasContactDetails('x@y.es')).toBe(true);
  });
});

describe('fillSavedReply', () => {
  it('fills {nombre} and {propiedad}, in any case, and leaves other braces', () => {
    expect(
      fillSavedReply('Hola {nombre}, {Propiedad} sigue libre. {NOMBRE}: {otro}', {
        nombre: 'Lucía',
        propiedad: 'Piso en Chamberí',
      }),
    ).toBe('Hola Lucía, Piso en Chamberí sigue libre. Lucía: {otro}');
  });
});
