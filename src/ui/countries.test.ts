import { describe, expect, it } from 'vitest';
import { COUNTRIES, countryNamer, DEFAULT_COUNTRY, internationalNumber } from './countries';

describe('countries of the phone picker', () => {
  it('lists every country once, with all of Europe, starting on Ukraine', () => {
    const codes = COUNTRIES.map((c) => c.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.length).toBeGreaterThan(230);
    for (const code of [
      'UA',
      'PL',
      'DE',
      'FR',
      'GB',
      'IT',
      'ES',
      'PT',
      'NL',
      'BE',
      'CH',
      'AT',
      'CZ',
      'SK',
      'HU',
      'RO',
      'MD',
      'BG',
      'GR',
      'LT',
      'LV',
      'EE',
      'FI',
      'SE',
      'NO',
      'DK',
      'IE',
      'IS',
      'HR',
      'SI',
      'RS',
      'BA',
      'ME',
      'MK',
      'AL',
      'XK',
      'LU',
      'LI',
      'MC',
      'SM',
      'VA',
      'AD',
      'MT',
      'CY',
      'BY',
      'RU',
    ]) {
      expect(codes, code).toContain(code);
    }
    expect(DEFAULT_COUNTRY).toBe('UA');
  });

  it('names countries in the interface language', () => {
    expect(countryNamer('en')('UA')).toBe('Ukraine');
    expect(countryNamer('uk')('UA')).toBe('Україна');
    expect(countryNamer('uk')('DE')).toBe('Німеччина');
  });

  // Spaces, dashes and brackets stay: the contract's phone rule removes them.
  it('builds +<dial><number>, dropping a national trunk 0, and keeps numbers typed with +', () => {
    expect(internationalNumber('UA', '050 123 45 67')).toBe('+38050 123 45 67');
    expect(internationalNumber('PL', '601234567')).toBe('+48601234567');
    expect(internationalNumber('US', '(212) 555-0100')).toBe('+1(212) 555-0100');
    expect(internationalNumber('UA', '+44 20 7946 0000')).toBe('+44 20 7946 0000');
    expect(internationalNumber('ZZ', '0501234567')).toBe('+380501234567');
    expect(internationalNumber('UA', '   ')).toBe('');
  });
});
