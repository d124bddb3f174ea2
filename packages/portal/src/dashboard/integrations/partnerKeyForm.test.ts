import { ApiError } from '@convive/sdk';
import { describe, expect, it } from 'vitest';
import { embedSnippet, parseOrigins, partnerKeyErrors } from './partnerKeyForm';

function badRequest(data: Record<string, unknown>, status = 400) {
  return new ApiError({ status, statusText: 'Bad Request', rawMessage: JSON.stringify(data), data });
}

describe('parseOrigins', () => {
  it('takes one origin per line, trimmed, without blank lines or repeats', () => {
    expect(parseOrigins(' https://a.example \r\n\n https://b.example\nhttps://a.example\n  ')).toEqual([
      'https://a.example',
      'https://b.example',
    ]);
    expect(parseOrigins('')).toEqual([]);
  });
});

describe('embedSnippet', () => {
  it('gives the module script and a grid with the API base and the key, from the portal’s origin', () => {
    expect(embedSnippet('https://convive.example/', 'pk_abc')).toBe(
      '<script type="module" src="https://convive.example/embed/convive-widgets.js"></script>\n' +
        '<convive-property-grid api-base="https://convive.example/api" partner-key="pk_abc"></convive-property-grid>',
    );
  });
});

describe('partnerKeyErrors', () => {
  it('names the refused origin by its index in the sent list', () => {
    expect(
      partnerKeyErrors(badRequest({ 'allowed_origins.1': ['Mal origen.'], name: ['Obligatorio.'] }), [
        'https://a.example',
        'https://a.example/pisos',
      ]),
    ).toEqual({
      allowed_origins: [{ origin: 'https://a.example/pisos', message: 'Mal origen.' }],
      name: 'Obligatorio.',
    });
  });

  it('keeps the list’s own error and a general one', () => {
    expect(
      partnerKeyErrors(
        badRequest({ allowed_origins: 'Como mucho 20 orígenes.', non_field_errors: ['Demasiadas claves.'] }),
        [],
      ),
    ).toEqual({
      allowed_origins: [{ origin: null, message: 'Como mucho 20 orígenes.' }],
      form: 'Demasiadas claves.',
    });
  });

  it('is null for anything but a 400', () => {
    expect(partnerKeyErrors(badRequest({ detail: 'No.' }, 403), [])).toBeNull();
    expect(partnerKeyErrors(new Error('offline'), [])).toBeNull();
  });
});
