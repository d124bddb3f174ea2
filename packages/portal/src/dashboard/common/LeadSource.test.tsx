import type { LeadSource } from '@convive/sdk';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LeadSourceLine } from './LeadSource';

const source = (url: string | null): LeadSource => ({
  partner_key: 7,
  partner_name: 'Inmobiliaria Sol',
  origin: 'https://sol.example',
  url,
});

describe('LeadSourceLine', () => {
  // A lead's page comes from a header any caller sets; leads stored before the server checked it
  // may hold anything.
  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(document.domain)',
    ' javascript:alert(1)',
    '\u0001javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.example/x',
    'not a url',
  ])('renders the page %j as no link, only the partner’s name', (url) => {
    const { container } = render(<LeadSourceLine source={source(url)} />);
    expect(container.querySelector('a')).toBeNull();
    expect(container.querySelector('[href]')).toBeNull();
    expect(screen.getByTestId('lead-source').textContent).toContain('Vía Inmobiliaria Sol');
    expect(container.innerHTML).not.toContain('script:');
  });

  it('links an http(s) page, in a new tab without an opener', () => {
    const { container } = render(<LeadSourceLine source={source('https://sol.example/pisos/malasana')} />);
    const link = screen.getByRole('link', { name: /^Vía Inmobiliaria Sol/ });
    expect(link.getAttribute('href')).toBe('https://sol.example/pisos/malasana');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(container.querySelectorAll('a')).toHaveLength(1);
  });
});
