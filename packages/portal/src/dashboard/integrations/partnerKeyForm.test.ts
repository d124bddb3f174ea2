import { ApiError } from '@convive/sdk';
import { describe, expect, it } from 'vitest';
import {
  embedSnippet,
  escapeAttribute,
  parseOrigins,
  partnerKeyErrors,
  previewDocument,
} from './partnerKeyForm';

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
  const script = '<script type="module" src="https://convive.example/embed/convive-widgets.js"></script>';
  const common = 'api-base="https://convive.example/api" partner-key="pk_abc"';

  it('gives the module script and a grid with the API base, the key and the portal, from the portal’s origin', () => {
    expect(embedSnippet('https://convive.example/', 'pk_abc')).toBe(
      `${script}\n` +
        `<convive-property-grid ${common} portal-url="https://convive.example"></convive-property-grid>`,
    );
  });

  it('writes the chosen elements in page order with their options and the theme tokens', () => {
    const snippet = embedSnippet('https://convive.example', 'pk_abc', {
      elements: ['convive-visit-scheduler', 'convive-property-grid', 'convive-enquiry-form'],
      locale: 'fr',
      primaryColor: '#E4572E',
      textColor: '#111827',
      propertyId: 7,
      pageSize: 6,
      city: ' Madrid ',
    });
    const style = 'style="--convive-color-primary: #e4572e; --convive-color-text: #111827"';
    expect(snippet.split('\n')).toEqual([
      script,
      `<convive-property-grid ${common} portal-url="https://convive.example" locale="fr" city="Madrid" page-size="6" ${style}></convive-property-grid>`,
      `<convive-enquiry-form ${common} locale="fr" property-id="7" ${style}></convive-enquiry-form>`,
      `<convive-visit-scheduler ${common} locale="fr" property-id="7" ${style}></convive-visit-scheduler>`,
    ]);
  });

  it('leaves out the property elements without a property, and bad colours and sizes', () => {
    expect(
      embedSnippet('https://convive.example', 'pk_abc', {
        elements: ['convive-enquiry-form', 'convive-visit-scheduler', 'convive-property-grid'],
        propertyId: null,
        primaryColor: 'red; background: url(x)',
        pageSize: 1000,
        city: '   ',
      }),
    ).toBe(embedSnippet('https://convive.example', 'pk_abc'));
    expect(embedSnippet('https://convive.example', 'pk_abc', { elements: ['convive-enquiry-form'] })).toBe(
      script,
    );
  });

  it('escapes what is typed into the attributes', () => {
    const snippet = embedSnippet('https://convive.example', 'pk_abc', {
      city: 'A"><script>alert(1)</script>&',
    });
    expect(snippet).toContain('city="A&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&amp;"');
    expect(snippet).not.toContain('<script>alert');
    expect(escapeAttribute(`"'<>&`)).toBe(`&quot;'&lt;&gt;&amp;`);
  });

  it('hands the search bar’s search to the grid when both are on the page', () => {
    const both = embedSnippet('https://convive.example', 'pk_abc', {
      elements: ['convive-property-grid', 'convive-search-bar'],
    });
    const lines = both.split('\n');
    expect(lines[1]).toBe(`<convive-search-bar ${common}></convive-search-bar>`);
    expect(lines[2]).toMatch(/^<convive-property-grid /);
    expect(both).toContain("document.addEventListener('convive-search'");
    expect(
      embedSnippet('https://convive.example', 'pk_abc', { elements: ['convive-search-bar'] }),
    ).not.toContain("convive-search'");
  });
});

describe('previewDocument', () => {
  it('is a minimal page whose body is the snippet, exactly', () => {
    const snippet = embedSnippet('https://convive.example', 'pk_abc');
    const page = previewDocument(snippet, 'es', 'Vista previa');
    expect(page.startsWith('<!doctype html>\n<html lang="es">')).toBe(true);
    expect(page).toContain(`<body>\n${snippet}\n</body>`);
    expect(page).toContain('<title>Vista previa</title>');
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
