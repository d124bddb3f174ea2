import * as z from 'zod/mini';
import { DEFAULT_LANGUAGE, type Language } from '../rules/language';
import type { FieldErrors } from './common';
import { SCHEMA_TEMPLATE_TABLES, type SchemaTemplateKey } from './schemaMessages';

/** The words of zod's issues in one language: what a field without a message of its own answers. */
interface IssueWords {
  required: string;
  notNull: string;
  invalidType: (expected: string) => string;
  types: Readonly<Record<string, string>>;
  blank: string;
  minLength: (n: number) => string;
  minItems: (n: number) => string;
  atLeast: (n: number) => string;
  above: (n: number) => string;
  maxLength: (n: number) => string;
  maxItems: (n: number) => string;
  atMost: (n: number) => string;
  below: (n: number) => string;
  email: string;
  format: string;
  choice: string;
  multipleOf: (n: string) => string;
  unrecognizedKeys: string;
  invalid: string;
}

const ISSUE_WORDS: Readonly<Record<Language, IssueWords>> = {
  es: {
    required: 'Este campo es obligatorio.',
    notNull: 'Este campo no puede ser nulo.',
    invalidType: (expected) => `Tipo de dato no válido: se esperaba ${expected}.`,
    types: {
      string: 'un texto',
      number: 'un número',
      int: 'un número entero',
      boolean: 'verdadero o falso',
      object: 'un objeto',
      array: 'una lista',
      date: 'una fecha',
    },
    blank: 'Este campo no puede estar en blanco.',
    minLength: (n) => `Asegúrate de que este campo tenga al menos ${n} caracteres.`,
    minItems: (n) => `Indica al menos ${n} elementos.`,
    atLeast: (n) => `Asegúrate de que este valor sea mayor o igual que ${n}.`,
    above: (n) => `Asegúrate de que este valor sea mayor que ${n}.`,
    maxLength: (n) => `Asegúrate de que este campo no tenga más de ${n} caracteres.`,
    maxItems: (n) => `Indica como máximo ${n} elementos.`,
    atMost: (n) => `Asegúrate de que este valor sea menor o igual que ${n}.`,
    below: (n) => `Asegúrate de que este valor sea menor que ${n}.`,
    email: 'Introduce una dirección de correo electrónico válida.',
    format: 'El formato no es válido.',
    choice: 'Elige una opción válida.',
    multipleOf: (n) => `El valor debe ser múltiplo de ${n}.`,
    unrecognizedKeys: 'Campos no reconocidos.',
    invalid: 'El valor no es válido.',
  },
  en: {
    required: 'This field is required.',
    notNull: 'This field may not be null.',
    invalidType: (expected) => `Invalid data type: expected ${expected}.`,
    types: {
      string: 'a string',
      number: 'a number',
      int: 'an integer',
      boolean: 'true or false',
      object: 'an object',
      array: 'a list',
      date: 'a date',
    },
    blank: 'This field may not be blank.',
    minLength: (n) => `Make sure this field has at least ${n} characters.`,
    minItems: (n) => `Give at least ${n} items.`,
    atLeast: (n) => `Make sure this value is greater than or equal to ${n}.`,
    above: (n) => `Make sure this value is greater than ${n}.`,
    maxLength: (n) => `Make sure this field has no more than ${n} characters.`,
    maxItems: (n) => `Give at most ${n} items.`,
    atMost: (n) => `Make sure this value is less than or equal to ${n}.`,
    below: (n) => `Make sure this value is less than ${n}.`,
    email: 'Enter a valid e-mail address.',
    format: 'The format is not valid.',
    choice: 'Choose a valid option.',
    multipleOf: (n) => `The value must be a multiple of ${n}.`,
    unrecognizedKeys: 'Unrecognised fields.',
    invalid: 'The value is not valid.',
  },
  fr: {
    required: 'Ce champ est obligatoire.',
    notNull: 'Ce champ ne peut pas être nul.',
    invalidType: (expected) => `Type de donnée non valide : ${expected} était attendu.`,
    types: {
      string: 'un texte',
      number: 'un nombre',
      int: 'un nombre entier',
      boolean: 'vrai ou faux',
      object: 'un objet',
      array: 'une liste',
      date: 'une date',
    },
    blank: 'Ce champ ne peut pas être vide.',
    minLength: (n) => `Assurez-vous que ce champ comporte au moins ${n} caractères.`,
    minItems: (n) => `Indiquez au moins ${n} éléments.`,
    atLeast: (n) => `Assurez-vous que cette valeur est supérieure ou égale à ${n}.`,
    above: (n) => `Assurez-vous que cette valeur est supérieure à ${n}.`,
    maxLength: (n) => `Assurez-vous que ce champ ne comporte pas plus de ${n} caractères.`,
    maxItems: (n) => `Indiquez au maximum ${n} éléments.`,
    atMost: (n) => `Assurez-vous que cette valeur est inférieure ou égale à ${n}.`,
    below: (n) => `Assurez-vous que cette valeur est inférieure à ${n}.`,
    email: 'Saisissez une adresse e-mail valide.',
    format: 'Le format n’est pas valide.',
    choice: 'Choisissez une option valide.',
    multipleOf: (n) => `La valeur doit être un multiple de ${n}.`,
    unrecognizedKeys: 'Champs non reconnus.',
    invalid: 'La valeur n’est pas valide.',
  },
  de: {
    required: 'Dieses Feld ist erforderlich.',
    notNull: 'Dieses Feld darf nicht null sein.',
    invalidType: (expected) => `Ungültiger Datentyp: erwartet wurde ${expected}.`,
    types: {
      string: 'ein Text',
      number: 'eine Zahl',
      int: 'eine ganze Zahl',
      boolean: 'wahr oder falsch',
      object: 'ein Objekt',
      array: 'eine Liste',
      date: 'ein Datum',
    },
    blank: 'Dieses Feld darf nicht leer sein.',
    minLength: (n) => `Dieses Feld muss mindestens ${n} Zeichen haben.`,
    minItems: (n) => `Geben Sie mindestens ${n} Elemente an.`,
    atLeast: (n) => `Dieser Wert muss größer oder gleich ${n} sein.`,
    above: (n) => `Dieser Wert muss größer als ${n} sein.`,
    maxLength: (n) => `Dieses Feld darf höchstens ${n} Zeichen haben.`,
    maxItems: (n) => `Geben Sie höchstens ${n} Elemente an.`,
    atMost: (n) => `Dieser Wert muss kleiner oder gleich ${n} sein.`,
    below: (n) => `Dieser Wert muss kleiner als ${n} sein.`,
    email: 'Geben Sie eine gültige E-Mail-Adresse ein.',
    format: 'Das Format ist ungültig.',
    choice: 'Wählen Sie eine gültige Option.',
    multipleOf: (n) => `Der Wert muss ein Vielfaches von ${n} sein.`,
    unrecognizedKeys: 'Unbekannte Felder.',
    invalid: 'Der Wert ist ungültig.',
  },
};

/**
 * Messages for zod's issues in `language`, for every schema field that has no message of its own.
 * Pass it per parse (`schema.safeParse(data, { error: errorMapFor('en') })`) rather than through
 * zod's global config, so that importing the sdk never changes another library's zod.
 */
export function errorMapFor(language: Language): z.core.$ZodErrorMap {
  const words = ISSUE_WORDS[language] ?? ISSUE_WORDS.es;
  return (issue) => {
    switch (issue.code) {
      case 'invalid_type':
        if (issue.input === undefined) return words.required;
        if (issue.input === null) return words.notNull;
        return words.invalidType(words.types[issue.expected] ?? issue.expected);
      case 'too_small': {
        const min = Number(issue.minimum);
        if (issue.origin === 'string') return min <= 1 ? words.blank : words.minLength(min);
        if (issue.origin === 'array' || issue.origin === 'set') return words.minItems(min);
        return issue.inclusive ? words.atLeast(min) : words.above(min);
      }
      case 'too_big': {
        const max = Number(issue.maximum);
        if (issue.origin === 'string') return words.maxLength(max);
        if (issue.origin === 'array' || issue.origin === 'set') return words.maxItems(max);
        return issue.inclusive ? words.atMost(max) : words.below(max);
      }
      case 'invalid_format':
        return issue.format === 'email' ? words.email : words.format;
      case 'invalid_value':
        return words.choice;
      case 'not_multiple_of':
        return words.multipleOf(String(issue.divisor));
      case 'unrecognized_keys':
        return words.unrecognizedKeys;
      case 'invalid_union':
        return words.invalid;
      case 'custom': {
        // A schema text with a value computed while parsing (SCHEMA_TEMPLATE_TABLES).
        const params = issue.params as { template?: SchemaTemplateKey; value?: string } | undefined;
        const templates = SCHEMA_TEMPLATE_TABLES[language] ?? SCHEMA_TEMPLATE_TABLES.es;
        return params?.template && params.template in templates
          ? templates[params.template](params.value ?? '')
          : undefined;
      }
      default:
        return undefined;
    }
  };
}

/** Spanish messages for zod's issues (`errorMapFor('es')`). */
export const spanishErrorMap: z.core.$ZodErrorMap = errorMapFor('es');

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

/**
 * Parses and answers either the data or the DRF error body, zod's own issues worded in `language`
 * (a schema's own messages are the sdk's Spanish, worded again by whoever shows them).
 */
export function parseWithFieldErrors<T extends z.core.$ZodType>(
  schema: T,
  input: unknown,
  language: Language = DEFAULT_LANGUAGE,
): ParseResult<z.output<T>> {
  const result = z.safeParse(schema, input, {
    error: language === DEFAULT_LANGUAGE ? spanishErrorMap : errorMapFor(language),
  });
  return result.success
    ? { ok: true, data: result.data }
    : { ok: false, errors: toFieldErrors(result.error) };
}
