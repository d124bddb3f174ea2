import { ApiError } from '@convive/sdk';
import { describe, expect, it } from 'vitest';
import {
  embedSnippet,
  escapeAttribute,
  parseOrigins,
  partnerKeyErrors,
  previewDocument,
  SNIPPET_ELEMENTS,
  themeStylesheet,
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

  it('writes the chosen elements in page order with their options, and links the theme’s stylesheet', () => {
    const options = {
      elements: ['convive-visit-scheduler', 'convive-property-grid', 'convive-enquiry-form'] as const,
      locale: 'fr' as const,
      primaryColor: '#E4572E',
      textColor: '#111827',
      propertyId: 7,
      pageSize: 6,
      city: ' Madrid ',
    };
    expect(embedSnippet('https://convive.example', 'pk_abc', options).split('\n')).toEqual([
      script,
      '<link rel="stylesheet" href="convive-tema.css">',
      `<convive-property-grid ${common} portal-url="https://convive.example" locale="fr" city="Madrid" page-size="6"></convive-property-grid>`,
      `<convive-enquiry-form ${common} locale="fr" property-id="7"></convive-enquiry-form>`,
      `<convive-visit-scheduler ${common} locale="fr" property-id="7"></convive-visit-scheduler>`,
    ]);
    // Tokens on the elements reach inside their shadow roots; a file is what a strict CSP allows.
    expect(themeStylesheet(options)).toBe(
      [
        'convive-property-grid,',
        'convive-enquiry-form,',
        'convive-visit-scheduler {',
        '  --convive-color-primary: #e4572e;',
        '  --convive-color-text: #111827;',
        '}',
        '',
      ].join('\n'),
    );
    expect(themeStylesheet({ primaryColor: null, textColor: '#11182' })).toBeNull();
    expect(themeStylesheet({ elements: [], primaryColor: '#e4572e' })).toBeNull();
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

  it('names the room of the enquiry form, only with its property', () => {
    const withRoom = embedSnippet('https://convive.example', 'pk_abc', {
      elements: ['convive-enquiry-form', 'convive-visit-scheduler'],
      propertyId: 7,
      roomId: 71,
    });
    expect(withRoom).toContain(
      `<convive-enquiry-form ${common} property-id="7" room-id="71"></convive-enquiry-form>`,
    );
    // The scheduler books a visit to the property: no room.
    expect(withRoom).toContain(
      `<convive-visit-scheduler ${common} property-id="7"></convive-visit-scheduler>`,
    );
    expect(
      embedSnippet('https://convive.example', 'pk_abc', { elements: ['convive-enquiry-form'], roomId: 71 }),
    ).toBe(script);
  });

  it('escapes what is typed into the attributes', () => {
    const snippet = embedSnippet('https://convive.example', 'pk_abc', {
      city: 'A"><script>alert(1)</script>&',
    });
    expect(snippet).toContain('city="A&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&amp;"');
    expect(snippet).not.toContain('<script>alert');
    expect(escapeAttribute(`"'<>&`)).toBe(`&quot;'&lt;&gt;&amp;`);
  });

  it('wires the grid to the search bar by `search-from`, with no script, when both are on the page', () => {
    const both = embedSnippet('https://convive.example', 'pk_abc', {
      elements: ['convive-property-grid', 'convive-search-bar'],
    });
    expect(both.split('\n')).toEqual([
      script,
      `<convive-search-bar id="convive-buscador" ${common}></convive-search-bar>`,
      `<convive-property-grid ${common} portal-url="https://convive.example" search-from="#convive-buscador"></convive-property-grid>`,
    ]);
    expect(embedSnippet('https://convive.example', 'pk_abc', { elements: ['convive-search-bar'] })).toBe(
      `${script}\n<convive-search-bar ${common}></convive-search-bar>`,
    );
    // Nothing a CSP without 'unsafe-inline' would drop: no inline script, no style attribute.
    const everything = embedSnippet('https://convive.example', 'pk_abc', {
      elements: [...SNIPPET_ELEMENTS],
      propertyId: 3,
      primaryColor: '#e4572e',
    });
    expect(everything.match(/<script/g)).toHaveLength(1);
    expect(everything).not.toMatch(/ style=|<style/);
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

  it('writes the theme’s stylesheet into the page in place of its link (the preview has no file beside it)', () => {
    const options = { primaryColor: '#e4572e' };
    const snippet = embedSnippet('https://convive.example', 'pk_abc', options);
    const stylesheet = themeStylesheet(options);
    const page = previewDocument(snippet, 'es', 'Vista previa', stylesheet);
    expect(page).toContain(`<style>\n${stylesheet}\n</style>\n</head>`);
    expect(page).not.toContain('convive-tema.css');
    expect(page).toContain(
      `<body>\n${snippet
        .split('\n')
        .filter((line) => !line.startsWith('<link'))
        .join('\n')}\n</body>`,
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
