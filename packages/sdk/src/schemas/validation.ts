import * as z from 'zod/mini';
import type { FieldErrors } from './common';

/**
 * Spanish messages for zod's issues, for every schema field that has no message of its own.
 * Pass it per parse (`schema.safeParse(data, { error: spanishErrorMap })`) rather than through
 * zod's global config, so that importing the sdk never changes another library's zod.
 */
export const spanishErrorMap: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'Este campo es obligatorio.';
      if (issue.input === null) return 'Este campo no puede ser nulo.';
      return `Tipo de dato no válido: se esperaba ${TYPE_NAMES[issue.expected] ?? issue.expected}.`;
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') {
        return min <= 1
          ? 'Este campo no puede estar en blanco.'
          : `Asegúrate de que este campo tenga al menos ${min} caracteres.`;
      }
      if (issue.origin === 'array' || issue.origin === 'set') return `Indica al menos ${min} elementos.`;
      return issue.inclusive
        ? `Asegúrate de que este valor sea mayor o igual que ${min}.`
        : `Asegúrate de que este valor sea mayor que ${min}.`;
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return `Asegúrate de que este campo no tenga más de ${max} caracteres.`;
      if (issue.origin === 'array' || issue.origin === 'set') return `Indica como máximo ${max} elementos.`;
      return issue.inclusive
        ? `Asegúrate de que este valor sea menor o igual que ${max}.`
        : `Asegúrate de que este valor sea menor que ${max}.`;
    }
    case 'invalid_format':
      if (issue.format === 'email') return 'Introduce una dirección de correo electrónico válida.';
      return 'El formato no es válido.';
    case 'invalid_value':
      return 'Elige una opción válida.';
    case 'not_multiple_of':
      return `El valor debe ser múltiplo de ${String(issue.divisor)}.`;
    case 'unrecognized_keys':
      return 'Campos no reconocidos.';
    case 'invalid_union':
      return 'El valor no es válido.';
    default:
      return undefined;
  }
};

const TYPE_NAMES: Record<string, string> = {
  string: 'un texto',
  number: 'un número',
  int: 'un número entero',
  boolean: 'verdadero o falso',
  object: 'un objeto',
  array: 'una lista',
  date: 'una fecha',
};

/**
 * Turns a zod error into the DRF 400 body: `{field: ["msg"], non_field_errors: ["msg"]}`.
 * Nested paths are joined with dots (`image_order.2.id`); issues without a path go to non_field_errors.
 */
export function toFieldErrors(error: z.core.$ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length === 0 ? 'non_field_errors' : issue.path.map(String).join('.');
    const list = out[key] ?? [];
    if (!list.includes(issue.message)) list.push(issue.message);
    out[key] = list;
  }
  return out;
}

export type ParseResult<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

/** Parses with the Spanish messages and answers either the data or the DRF error body. */
export function parseWithFieldErrors<T extends z.core.$ZodType>(
  schema: T,
  input: unknown,
): ParseResult<z.output<T>> {
  const result = z.safeParse(schema, input, { error: spanishErrorMap });
  return result.success
    ? { ok: true, data: result.data }
    : { ok: false, errors: toFieldErrors(result.error) };
}
