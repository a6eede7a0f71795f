/**
 * Mobile numbers from any country (README "Mobile numbers"): the shapes the forms take
 * (mobile-rules.ts, the schemas) and how phone.ts validates, stores and matches numbers of several
 * countries.
 */
import { describe, expect, it } from 'vitest';
import { accountTexts, addMemberBodySchema, groupTexts, mobileSchema } from './index.ts';
import { compactMobile, looksInternational, mobileInputValue } from './mobile-rules.ts';
import {
  internationalMobile,
  invitationMobile,
  mobileRegion,
  mobileSpellings,
  regionOfLanguage,
  regionOfZone,
  storedMobile,
} from './phone.ts';

const firstIssue = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? null : r.error!.issues[0]!.message;

describe('the forms (schemas)', () => {
  it("keeps the specification's forms and sentences", () => {
    expect(mobileSchema.parse(' 0821234567 ')).toBe('0821234567');
    for (const bad of ['082123456', '07700900123', '082123456a', '', '082 123 4567']) {
      expect(firstIssue(mobileSchema.safeParse(bad)), bad).toBe(accountTexts.mobileDigits);
    }
    expect(addMemberBodySchema.parse({ mobile: '447911123456' }).mobile).toBe('447911123456');
    for (const bad of ['082123456', '1234567890123456', 'abcdefghij']) {
      expect(firstIssue(addMemberBodySchema.safeParse({ mobile: bad })), bad).toBe(groupTexts.invalidMobile);
    }
  });

  it('takes a number written with + and its country code, separators dropped', () => {
    expect(mobileSchema.parse('+44 7911 123456')).toBe('+447911123456');
    expect(mobileSchema.parse('+1 (202) 555-0123')).toBe('+12025550123');
    expect(addMemberBodySchema.parse({ mobile: '+55 11 98765-4321' }).mobile).toBe('+5511987654321');
    expect(firstIssue(mobileSchema.safeParse('+44'))).toBe(accountTexts.mobileInternational);
    expect(firstIssue(mobileSchema.safeParse('+0821234567'))).toBe(accountTexts.mobileInternational);
    expect(firstIssue(addMemberBodySchema.safeParse({ mobile: '+4412' }))).toBe(groupTexts.invalidMobile);
  });

  it('the input keeps a leading + and the digits, and never cuts', () => {
    expect(mobileInputValue('07700900123')).toBe('07700900123');
    expect(mobileInputValue(' +44 (7911) 123-456')).toBe('+447911123456');
    expect(mobileInputValue('082+123')).toBe('082123');
    expect(compactMobile(' +44 7911 123456 ')).toBe('+447911123456');
    expect(looksInternational('+44 7911 123456')).toBe(true);
    expect(looksInternational('447911123456')).toBe(false);
  });
});

describe('numbers of several countries', () => {
  const cases = [
    {
      region: 'GB',
      zone: 'Europe/London',
      international: '+44 7911 123456',
      e164: '+447911123456',
      national: '07911123456',
    },
    {
      region: 'US',
      zone: 'America/New_York',
      international: '+1 202 555 0123',
      e164: '+12025550123',
      national: '2025550123',
    },
    {
      region: 'BR',
      zone: 'America/Sao_Paulo',
      international: '+55 11 98765 4321',
      e164: '+5511987654321',
      national: '11987654321',
    },
    {
      region: 'FR',
      zone: 'Europe/Paris',
      international: '+33 6 12 34 56 78',
      e164: '+33612345678',
      national: '0612345678',
    },
    {
      region: 'DE',
      zone: 'Europe/Berlin',
      international: '+49 170 1234567',
      e164: '+491701234567',
      national: '01701234567',
    },
    {
      region: 'EG',
      zone: 'Africa/Cairo',
      international: '+20 100 123 4567',
      e164: '+201001234567',
      national: '01001234567',
    },
    {
      region: 'SA',
      zone: 'Asia/Riyadh',
      international: '+966 50 123 4567',
      e164: '+966501234567',
      national: '0501234567',
    },
    {
      region: 'ZA',
      zone: 'Africa/Johannesburg',
      international: '+27 82 123 4567',
      e164: '+27821234567',
      national: '0821234567',
    },
  ] as const;

  for (const c of cases) {
    it(`${c.region}: validated and stored as E.164, matched with its national digits in ${c.zone}`, () => {
      expect(regionOfZone(c.zone)).toBe(c.region);
      expect(internationalMobile(c.international)).toBe(c.e164);
      expect(storedMobile(c.international)).toBe(c.e164);
      // Whichever spelling either side used, in the country of the group's zone.
      expect(mobileSpellings(c.e164, c.region)).toContain(c.national);
      expect(mobileSpellings(c.national, c.region)).toContain(c.e164);
      // In another country the national digits are another number.
      const elsewhere = c.region === 'ZA' ? 'GB' : 'ZA';
      expect(mobileSpellings(c.e164, elsewhere)).not.toContain(c.national);
    });
  }

  it('stores bare digits as typed, and refuses an invalid + number', () => {
    expect(storedMobile('0821234567')).toBe('0821234567');
    expect(storedMobile('+4412345')).toBeNull();
    expect(internationalMobile('+447700900123')).toBeNull(); // Ofcom's drama range is no real number
    expect(internationalMobile('07911123456')).toBeNull(); // no +
  });

  it('keeps a number it cannot read as typed, matching only itself', () => {
    expect(mobileSpellings('0000000000', 'ZA')).toEqual(['0000000000']);
  });

  it('reads 11 to 15 digits as an international number written without its +', () => {
    expect(mobileSpellings('447911123456', 'ZA')).toContain('+447911123456');
    expect(mobileSpellings('00447911123456', 'GB')).toContain('+447911123456');
  });

  it('an invitation keeps a spelling the sign-up form takes', () => {
    expect(invitationMobile('0821234567', 'ZA')).toBe('0821234567');
    expect(invitationMobile('07911123456', 'GB')).toBe('+447911123456');
    expect(invitationMobile('+44 7911 123456', 'ZA')).toBe('+447911123456');
    expect(invitationMobile('123456789012', 'ZA')).toBe('123456789012');
  });

  it('finds the region from a language tag or a zone, else the fallback', () => {
    expect(regionOfLanguage('pt-BR')).toBe('BR');
    expect(regionOfLanguage('en_gb')).toBe('GB');
    expect(regionOfLanguage('fr')).toBeNull();
    expect(regionOfLanguage('es-419')).toBeNull();
    expect(regionOfZone('Etc/UTC')).toBeNull();
    expect(regionOfZone('Not/AZone')).toBeNull();
    expect(mobileRegion([{ zone: 'Etc/UTC' }, { language: 'fr-FR' }])).toBe('FR');
    expect(mobileRegion([{ zone: 'Europe/London' }, { language: 'fr-FR' }])).toBe('GB');
    expect(mobileRegion([{ zone: 'Etc/UTC' }])).toBe('ZA');
    expect(mobileRegion([], 'US')).toBe('US');
  });
});
