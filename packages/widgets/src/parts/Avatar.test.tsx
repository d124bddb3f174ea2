import { AVATAR_COLORS, DEFAULT_AVATAR_COLOR } from '@convive/sdk';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConviveProvider } from '../core/ConviveProvider';
import { renderWithConvive } from '../test/withConvive';
import { Avatar, readableTextOn } from './Avatar';

describe('Avatar', () => {
  it('shows the picture, named by the person', () => {
    renderWithConvive(<Avatar name="Lucía Fernández" src="https://cdn.test/lucia.jpg" />);
    const img = screen.getByRole('img', { name: 'Lucía Fernández' });
    expect(img.tagName).toBe('IMG');
    expect(img.getAttribute('src')).toBe('https://cdn.test/lucia.jpg');
  });

  it('makes a relative media path absolute against the API server root (spec 01 §3)', () => {
    renderWithConvive(<Avatar name="Lucía" src="/media/profiles/l.jpg" />);
    expect(screen.getByRole('img').getAttribute('src')).toBe(
      'http://fixtures.convive.test/media/profiles/l.jpg',
    );
  });

  it('shows the initials on the palette colour without a picture (spec 01 §2)', () => {
    renderWithConvive(<Avatar name="lucía fernández" />);
    const avatar = screen.getByRole('img', { name: 'lucía fernández' });
    expect(avatar.textContent).toBe('LF');
    expect(avatar.style.background).not.toBe('');
  });

  it('falls back to the initials when the picture fails to load', () => {
    renderWithConvive(<Avatar name="Pablo Ruiz" src="https://cdn.test/missing.jpg" />);
    fireEvent.error(screen.getByRole('img', { name: 'Pablo Ruiz' }));
    const avatar = screen.getByRole('img', { name: 'Pablo Ruiz' });
    expect(avatar.tagName).toBe('SPAN');
    expect(avatar.textContent).toBe('PR');
  });

  it('gives a new picture its own chance after a failure', () => {
    const { rerender, convive } = renderWithConvive(<Avatar name="Pablo" src="https://cdn.test/a.jpg" />);
    fireEvent.error(screen.getByRole('img'));
    expect(screen.getByRole('img').tagName).toBe('SPAN');
    rerender(
      <ConviveProvider convive={convive} isolation="page">
        <Avatar name="Pablo" src="https://cdn.test/b.jpg" />
      </ConviveProvider>,
    );
    const img = screen.getByRole('img', { name: 'Pablo' });
    expect(img.tagName).toBe('IMG');
    expect(img.getAttribute('src')).toBe('https://cdn.test/b.jpg');
  });

  it('shows "?" on the default colour with no name, named generically', () => {
    renderWithConvive(<Avatar name={null} />);
    const avatar = screen.getByRole('img', { name: 'Usuario' });
    expect(avatar.textContent).toBe('?');
    expect(avatar.style.background).toBe('rgb(79, 70, 229)'); // #4F46E5
    expect(DEFAULT_AVATAR_COLOR).toBe('#4F46E5');
  });

  it('uses the first letter alone for a one-word name and the first two words otherwise', () => {
    renderWithConvive(
      <>
        <Avatar name="Marta" />
        <Avatar name="María de los Ángeles" />
      </>,
    );
    expect(screen.getByRole('img', { name: 'Marta' }).textContent).toBe('M');
    expect(screen.getByRole('img', { name: 'María de los Ángeles' }).textContent).toBe('MD');
  });

  it('has fixed pixel sizes sm, md, lg and xl', () => {
    renderWithConvive(
      <>
        <Avatar name="A" size="sm" />
        <Avatar name="B" />
        <Avatar name="C" size="lg" />
        <Avatar name="D" size="xl" />
      </>,
    );
    expect(screen.getByRole('img', { name: 'A' }).style.width).toBe('32px');
    expect(screen.getByRole('img', { name: 'B' }).style.width).toBe('40px');
    expect(screen.getByRole('img', { name: 'C' }).style.width).toBe('64px');
    expect(screen.getByRole('img', { name: 'D' }).style.width).toBe('112px');
    expect(screen.getByRole('img', { name: 'D' }).style.fontSize).toBe('45px');
  });

  it('names an anonymous avatar in the locale', () => {
    renderWithConvive(<Avatar />, { locale: 'de' });
    expect(screen.getByRole('img', { name: 'Benutzer' })).toBeTruthy();
  });

  it('picks a readable text colour for the background', () => {
    expect(readableTextOn('#6366F1')).toBe('#ffffff');
    expect(readableTextOn('#F59E0B')).toBe('#111827');
  });

  it('writes the initials in white on every palette colour', () => {
    for (const color of AVATAR_COLORS) expect(readableTextOn(color), color).toBe('#ffffff');
  });
});
