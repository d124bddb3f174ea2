import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { parseWithFieldErrors, spanishErrorMap, toFieldErrors } from './validation';

const errorsOf = (schema: z.ZodType, input: unknown) => {
  const result = parseWithFieldErrors(schema, input);
  if (result.ok) throw new Error('expected a failure');
  return result.errors;
};

describe('spanishErrorMap', () => {
  const shape = z.object({
    name: z.string(),
    age: z.number(),
    count: z.number().int(),
    flag: z.boolean(),
    tags: z.array(z.string()).min(2).max(3),
    code: z.string().min(3).max(5),
    blank: z.string().min(1),
    price: z.number().positive().max(10),
    at_least: z.number().min(2),
    mail: z.email(),
    choice: z.enum(['a', 'b']),
    pattern: z.string().regex(/^x+$/),
    multiple: z.number().multipleOf(5),
  });

  it('gives a Spanish message for each kind of issue', () => {
    const errors = errorsOf(shape, {
      age: null,
      count: 'tres',
      flag: 'maybe',
      tags: ['a'],
      code: 'ab',
      blank: '',
      price: 0,
      at_least: 1,
      mail: 'no-es-correo',
      choice: 'c',
      pattern: 'y',
      multiple: 7,
    });
    expect(errors).toEqual({
      name: ['Este campo es obligatorio.'],
      age: ['Este campo no puede ser nulo.'],
      count: ['Tipo de dato no válido: se esperaba un número.'],
      flag: ['Tipo de dato no válido: se esperaba verdadero o falso.'],
      tags: ['Indica al menos 2 elementos.'],
      code: ['Asegúrate de que este campo tenga al menos 3 caracteres.'],
      blank: ['Este campo no puede estar en blanco.'],
      price: ['Asegúrate de que este valor sea mayor que 0.'],
      at_least: ['Asegúrate de que este valor sea mayor o igual que 2.'],
      mail: ['Introduce una dirección de correo electrónico válida.'],
      choice: ['Elige una opción válida.'],
      pattern: ['El formato no es válido.'],
      multiple: ['El valor debe ser múltiplo de 5.'],
    });
  });

  it('reports too-big values', () => {
    const errors = errorsOf(shape.pick({ tags: true, code: true, price: true }), {
      tags: ['a', 'b', 'c', 'd'],
      code: 'abcdef',
      price: 11,
    });
    expect(errors.tags).toEqual(['Indica como máximo 3 elementos.']);
    expect(errors.code).toEqual(['Asegúrate de que este campo no tenga más de 5 caracteres.']);
    expect(errors.price).toEqual(['Asegúrate de que este valor sea menor o igual que 10.']);
    expect(errorsOf(z.object({ n: z.number().lt(3) }), { n: 4 }).n).toEqual([
      'Asegúrate de que este valor sea menor que 3.',
    ]);
  });

  it('keeps a schema’s own message over the map', () => {
    const schema = z.object({ x: z.string().min(1, 'Mensaje propio') });
    expect(errorsOf(schema, { x: '' }).x).toEqual(['Mensaje propio']);
  });

  it('reports a body that is not an object as a non-field error', () => {
    expect(errorsOf(z.object({ a: z.string() }), 'texto')).toEqual({
      non_field_errors: ['Tipo de dato no válido: se esperaba un objeto.'],
    });
    expect(errorsOf(z.object({ a: z.string() }), [1])).toEqual({
      non_field_errors: ['Tipo de dato no válido: se esperaba un objeto.'],
    });
  });

  it('reports strict-object extra keys in Spanish', () => {
    expect(errorsOf(z.strictObject({ a: z.string() }), { a: 'x', b: 1 })).toEqual({
      non_field_errors: ['Campos no reconocidos.'],
    });
  });

  it('is a plain function usable per parse', () => {
    expect(typeof spanishErrorMap).toBe('function');
    const result = z.string().safeParse(1, { error: spanishErrorMap });
    expect(result.error?.issues[0]?.message).toBe('Tipo de dato no válido: se esperaba un texto.');
  });
});

describe('toFieldErrors', () => {
  it('joins nested paths with dots and never repeats a message', () => {
    const schema = z.object({ list: z.array(z.object({ id: z.number() })) });
    const result = schema.safeParse({ list: [{ id: 1 }, { id: 'x' }] }, { error: spanishErrorMap });
    expect(toFieldErrors(result.error!)).toEqual({
      'list.1.id': ['Tipo de dato no válido: se esperaba un número.'],
    });
    const twice = z
      .string()
      .refine(() => false, 'Uno')
      .refine(() => false, 'Uno');
    expect(toFieldErrors(twice.safeParse('x').error!)).toEqual({ non_field_errors: ['Uno'] });
  });

  it('answers the data on success', () => {
    expect(parseWithFieldErrors(z.object({ a: z.string().trim() }), { a: ' x ' })).toEqual({
      ok: true,
      data: { a: 'x' },
    });
  });
});
