import { describe, expect, it } from 'vitest';
import {
  dmyToIso,
  formatAppointmentWhen,
  formatDateLong,
  formatDateShort,
  formatDateTime,
  isIsoDate,
  isoToDmy,
  monthName,
  monthYearLabel,
  relativeTime,
  WEEK_STARTS_ON,
  weekdayNames,
} from './dates';

const invalid = { ok: false, message: 'Fecha inválida' };

describe('dmyToIso', () => {
  it('reads dd/mm/yyyy and d/m/yyyy', () => {
    expect(dmyToIso('31/12/1990')).toEqual({ ok: true, value: '1990-12-31' });
    expect(dmyToIso('1/2/2024')).toEqual({ ok: true, value: '2024-02-01' });
    expect(dmyToIso('05/7/2001')).toEqual({ ok: true, value: '2001-07-05' });
  });
  it("accepts '-' and '.' separators and surrounding spaces", () => {
    expect(dmyToIso('31-12-1990')).toEqual({ ok: true, value: '1990-12-31' });
    expect(dmyToIso('31.12.1990')).toEqual({ ok: true, value: '1990-12-31' });
    expect(dmyToIso('  9.3.1985 ')).toEqual({ ok: true, value: '1985-03-09' });
  });
  it('treats blank text as no date', () => {
    expect(dmyToIso('')).toEqual({ ok: true, value: null });
    expect(dmyToIso('   ')).toEqual({ ok: true, value: null });
  });
  it('rejects impossible dates', () => {
    expect(dmyToIso('31/02/2024')).toEqual(invalid);
    expect(dmyToIso('30/02/2024')).toEqual(invalid);
    expect(dmyToIso('31/04/2024')).toEqual(invalid);
    expect(dmyToIso('00/01/2024')).toEqual(invalid);
    expect(dmyToIso('10/13/2024')).toEqual(invalid);
    expect(dmyToIso('10/00/2024')).toEqual(invalid);
    expect(dmyToIso('01/01/0000')).toEqual(invalid);
  });
  it('knows leap years', () => {
    expect(dmyToIso('29/02/2024')).toEqual({ ok: true, value: '2024-02-29' });
    expect(dmyToIso('29/02/2000')).toEqual({ ok: true, value: '2000-02-29' });
    expect(dmyToIso('29/02/2023')).toEqual(invalid);
    expect(dmyToIso('29/02/1900')).toEqual(invalid);
  });
  it('rejects other shapes', () => {
    expect(dmyToIso('1990-12-31')).toEqual(invalid);
    expect(dmyToIso('31/12/90')).toEqual(invalid);
    expect(dmyToIso('31/12-1990')).toEqual(invalid);
    expect(dmyToIso('31 12 1990')).toEqual(invalid);
    expect(dmyToIso('123/12/1990')).toEqual(invalid);
    expect(dmyToIso('ayer')).toEqual(invalid);
  });
});

describe('isoToDmy', () => {
  it('writes day/month/year', () => {
    expect(isoToDmy('1990-12-31')).toBe('31/12/1990');
    expect(isoToDmy('2024-02-01')).toBe('01/02/2024');
  });
  it('takes the date part of an instant', () => {
    expect(isoToDmy('2026-03-05T10:00:00Z')).toBe('05/03/2026');
  });
  it('answers blank for nothing and for unreal dates', () => {
    expect(isoToDmy('')).toBe('');
    expect(isoToDmy(null)).toBe('');
    expect(isoToDmy(undefined)).toBe('');
    expect(isoToDmy('2024-02-30')).toBe('');
    expect(isoToDmy('31/12/1990')).toBe('');
  });
  it('round-trips with dmyToIso', () => {
    expect(dmyToIso(isoToDmy('2000-02-29'))).toEqual({ ok: true, value: '2000-02-29' });
  });
});

describe('isIsoDate', () => {
  it('accepts only real YYYY-MM-DD dates', () => {
    expect(isIsoDate('2026-11-22')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-1-2')).toBe(false);
    expect(isIsoDate('2026-11-22T00:00:00Z')).toBe(false);
    expect(isIsoDate(20261122)).toBe(false);
  });
});

describe('formatDateLong', () => {
  it('writes the Spanish long form by default', () => {
    expect(formatDateLong('2026-11-22')).toBe('22 de noviembre de 2026');
    expect(formatDateLong('2026-01-01')).toBe('1 de enero de 2026');
  });
  it('keeps the day of a date-only text in any zone', () => {
    // Midnight UTC is the previous evening in America; the date must not move.
    expect(formatDateLong('2026-11-22', 'es', 'America/Los_Angeles')).toBe('22 de noviembre de 2026');
  });
  it('writes other locales', () => {
    expect(formatDateLong('2026-11-22', 'en')).toBe('November 22, 2026');
    expect(formatDateLong('2026-11-22', 'fr')).toBe('22 novembre 2026');
    expect(formatDateLong('2026-11-22', 'de')).toBe('22. November 2026');
  });
  it('reads instants in the given zone', () => {
    expect(formatDateLong('2026-11-22T23:30:00Z', 'es', 'UTC')).toBe('22 de noviembre de 2026');
    expect(formatDateLong('2026-11-22T23:30:00Z', 'es', 'Europe/Madrid')).toBe('23 de noviembre de 2026');
  });
  it('returns unreadable text as it is, and blank for nothing', () => {
    expect(formatDateLong('pronto')).toBe('pronto');
    expect(formatDateLong('2026-02-30')).toBe('2026-02-30');
    expect(formatDateLong(null)).toBe('');
    expect(formatDateLong(undefined)).toBe('');
  });
});

describe('formatDateShort', () => {
  it('writes dd/mm/yyyy', () => {
    expect(formatDateShort('2026-03-05')).toBe('05/03/2026');
    expect(formatDateShort('2026-12-31', 'Pacific/Kiritimati')).toBe('31/12/2026');
  });
  it('reads instants in the given zone', () => {
    expect(formatDateShort('2026-03-05T23:30:00Z', 'UTC')).toBe('05/03/2026');
    expect(formatDateShort('2026-03-05T23:30:00Z', 'Europe/Madrid')).toBe('06/03/2026');
    expect(formatDateShort('2026-03-05T23:30:00+01:00', 'Europe/Madrid')).toBe('05/03/2026');
  });
  it('returns unreadable text as it is', () => {
    expect(formatDateShort('x')).toBe('x');
    expect(formatDateShort(null)).toBe('');
  });
});

describe('formatDateTime', () => {
  it('writes a long date and a short time', () => {
    expect(formatDateTime('2026-11-22T09:30:00Z', 'es', 'Europe/Madrid')).toBe(
      '22 de noviembre de 2026 a las 10:30',
    );
    expect(formatDateTime('2026-11-22T09:30:00Z', 'de', 'UTC')).toBe('22. November 2026 um 09:30');
    expect(formatDateTime('2026-11-22T09:30:00Z', 'fr', 'UTC')).toBe('22 novembre 2026 à 09:30');
  });
  it('writes a date-only text as a long date', () => {
    expect(formatDateTime('2026-11-22', 'es')).toBe('22 de noviembre de 2026');
  });
  it('returns unreadable text as it is', () => {
    expect(formatDateTime('?', 'es')).toBe('?');
  });
});

describe('formatAppointmentWhen', () => {
  it("joins date and time with 'a las' in Spanish", () => {
    expect(formatAppointmentWhen('2026-11-24', '10:30')).toBe('24 de noviembre de 2026 a las 10:30');
    expect(formatAppointmentWhen('2026-11-24', '10:30', 'es-ES')).toBe('24 de noviembre de 2026 a las 10:30');
  });
  it('drops the seconds of a stored time', () => {
    expect(formatAppointmentWhen('2026-11-24', '09:00:00')).toBe('24 de noviembre de 2026 a las 09:00');
  });
  it('uses the connector of en, fr and de', () => {
    expect(formatAppointmentWhen('2026-11-24', '10:30', 'en')).toBe('November 24, 2026 at 10:30');
    expect(formatAppointmentWhen('2026-11-24', '10:30', 'en-GB')).toBe('24 November 2026 at 10:30');
    expect(formatAppointmentWhen('2026-11-24', '10:30', 'fr')).toBe('24 novembre 2026 à 10:30');
    expect(formatAppointmentWhen('2026-11-24', '10:30', 'de')).toBe('24. November 2026 um 10:30');
  });
  it('falls back to Spanish for other languages', () => {
    expect(formatAppointmentWhen('2026-11-24', '10:30', 'it')).toBe('24 de noviembre de 2026 a las 10:30');
  });
});

describe('relativeTime', () => {
  const now = Date.parse('2026-05-20T12:00:00Z');
  const ago = (ms: number) => new Date(now - ms).toISOString();
  const S = 1000;
  const M = 60 * S;
  const H = 60 * M;
  const D = 24 * H;

  it('says now for the same instant', () => {
    expect(relativeTime(ago(0), now)).toBe('ahora');
    expect(relativeTime(ago(500), now)).toBe('ahora');
  });
  it('counts seconds, minutes and hours', () => {
    expect(relativeTime(ago(30 * S), now)).toBe('hace 30 segundos');
    expect(relativeTime(ago(M), now)).toBe('hace 1 minuto');
    expect(relativeTime(ago(5 * M), now)).toBe('hace 5 minutos');
    expect(relativeTime(ago(59 * M + 59 * S), now)).toBe('hace 59 minutos');
    expect(relativeTime(ago(H), now)).toBe('hace 1 hora');
    expect(relativeTime(ago(23 * H), now)).toBe('hace 23 horas');
  });
  it('counts days, with ayer and anteayer', () => {
    expect(relativeTime(ago(D), now)).toBe('ayer');
    expect(relativeTime(ago(2 * D), now)).toBe('anteayer');
    expect(relativeTime(ago(5 * D), now)).toBe('hace 5 días');
  });
  it('counts weeks up to 30 days', () => {
    expect(relativeTime(ago(7 * D), now)).toBe('la semana pasada');
    expect(relativeTime(ago(21 * D), now)).toBe('hace 3 semanas');
    expect(relativeTime(ago(29 * D), now)).toBe('hace 4 semanas');
  });
  it('counts months then years', () => {
    expect(relativeTime(ago(30 * D), now)).toBe('el mes pasado');
    expect(relativeTime(ago(95 * D), now)).toBe('hace 3 meses');
    expect(relativeTime(ago(364 * D), now)).toBe('hace 11 meses');
    expect(relativeTime(ago(365 * D), now)).toBe('el año pasado');
    expect(relativeTime(ago(3 * 365 * D), now)).toBe('hace 3 años');
  });
  it('speaks of the future too', () => {
    expect(relativeTime(ago(-2 * H), now)).toBe('dentro de 2 horas');
    expect(relativeTime(ago(-D), now)).toBe('mañana');
  });
  it('accepts Date and number instants', () => {
    expect(relativeTime(new Date(now - 5 * M), new Date(now))).toBe('hace 5 minutos');
    expect(relativeTime(now - 5 * M, '2026-05-20T12:00:00Z')).toBe('hace 5 minutos');
  });
  it('speaks other locales', () => {
    expect(relativeTime(ago(5 * M), now, 'en')).toBe('5 minutes ago');
    expect(relativeTime(ago(D), now, 'en')).toBe('yesterday');
    expect(relativeTime(ago(21 * D), now, 'fr')).toBe('il y a 3 semaines');
    expect(relativeTime(ago(D), now, 'de')).toBe('gestern');
  });
  it('answers blank for unreadable instants', () => {
    expect(relativeTime('nunca', now)).toBe('');
    expect(relativeTime(ago(M), Number.NaN)).toBe('');
  });
});

describe('weekdays and months', () => {
  it('starts weeks on Monday', () => {
    expect(WEEK_STARTS_ON).toBe(1);
  });
  it('lists Spanish weekday names Monday first', () => {
    expect(weekdayNames('es')).toEqual(['lun', 'mar', 'mié', 'jue', 'vie', 'sáb', 'dom']);
    expect(weekdayNames('es', 'narrow')).toEqual(['L', 'M', 'X', 'J', 'V', 'S', 'D']);
    expect(weekdayNames('es', 'long')).toEqual([
      'lunes',
      'martes',
      'miércoles',
      'jueves',
      'viernes',
      'sábado',
      'domingo',
    ]);
  });
  it('lists other locales Monday first', () => {
    expect(weekdayNames('en')).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(weekdayNames('de', 'short')).toEqual(['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So']);
    expect(weekdayNames('fr', 'long')[0]).toBe('lundi');
  });
  it('names months, January = 1', () => {
    expect(monthName(2026, 11)).toBe('noviembre');
    expect(monthName(2026, 1, 'es')).toBe('enero');
    expect(monthName(2026, 12, 'en')).toBe('December');
    expect(monthName(2026, 3, 'de')).toBe('März');
    expect(monthName(2026, 11, 'es', 'short')).toBe('nov');
  });
  it('writes a month caption', () => {
    expect(monthYearLabel(2026, 11)).toBe('noviembre de 2026');
    expect(monthYearLabel(2026, 11, 'en')).toBe('November 2026');
  });
});
