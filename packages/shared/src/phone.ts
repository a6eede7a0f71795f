/**
 * Mobile numbers from any country (README "Mobile numbers"; docs/decisions/021-mobile-numbers-from-any-country.md),
 * with libphonenumber-js and its smallest ("min") metadata: a number written with + is validated and
 * stored as E.164; the specification's bare digits are stored as typed and read, when numbers are
 * compared, in a region (a country) taken from a time zone (countries-and-timezones) or a language tag.
 * Server only: the web checks the shapes with mobile-rules.ts and leaves the full check to the server,
 * so the first screens do not carry the metadata.
 */
import { getCountryCallingCode, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import { getCountryForTimezone } from 'countries-and-timezones';
import { compactMobile } from './mobile-rules.ts';

export type { CountryCode };

/** The region of a deployment whose DEFAULT_TIME_ZONE has no country (Etc/UTC): South Africa, as the default zone. */
export const FALLBACK_MOBILE_REGION: CountryCode = 'ZA';

/** `code` as a CountryCode when libphonenumber-js knows it ("GB", "ZA"), else null. */
function knownRegion(code: string | undefined | null): CountryCode | null {
  if (!code || !/^[A-Z]{2}$/.test(code)) return null;
  try {
    getCountryCallingCode(code as CountryCode);
    return code as CountryCode;
  } catch {
    return null;
  }
}

/** The country of an IANA time zone ("Europe/London" → "GB"), or null for a zone of no country (Etc/UTC). */
export function regionOfZone(zone: string | null | undefined): CountryCode | null {
  return zone ? knownRegion(getCountryForTimezone(zone)?.id) : null;
}

/** The region subtag of a BCP 47 language tag ("pt-BR" → "BR", "en-za" → "ZA"), or null ("fr", "es-419"). */
export function regionOfLanguage(tag: string | null | undefined): CountryCode | null {
  const region = tag?.split(/[-_]/).find((part, i) => i > 0 && /^[A-Za-z]{2}$/.test(part));
  return knownRegion(region?.toUpperCase());
}

/**
 * The region a national number is read in: the first of `hints` that names a country (a language tag's
 * region or a time zone's country, in the order given), else `fallback`.
 */
export function mobileRegion(
  hints: ReadonlyArray<{ language?: string | null; zone?: string | null }>,
  fallback: CountryCode = FALLBACK_MOBILE_REGION,
): CountryCode {
  for (const hint of hints) {
    const region = regionOfLanguage(hint.language) ?? regionOfZone(hint.zone);
    if (region) return region;
  }
  return fallback;
}

/**
 * The E.164 form of a number written with + and its country code ("+44 7911 123456" → "+447911123456"),
 * or null when it is not written with + or is not a valid number of that country.
 */
export function internationalMobile(text: string): string | null {
  const compact = compactMobile(text);
  if (!compact.startsWith('+')) return null;
  const parsed = parsePhoneNumberFromString(compact);
  return parsed?.isValid() ? parsed.number : null;
}

/** The E.164 form of bare digits read in `region` ("07911123456" in GB), when valid there; else null. */
function nationalToE164(digits: string, region: CountryCode): string | null {
  const parsed = parsePhoneNumberFromString(digits, region);
  if (parsed?.isValid()) return parsed.number;
  // 11 to 15 digits may be an international number written without its + ("447911123456").
  const international = digits.length > 10 ? parsePhoneNumberFromString(`+${digits}`) : undefined;
  return international?.isValid() ? international.number : null;
}

/**
 * How a number the user typed is stored: E.164 when written with + (null when that is not a valid
 * number); the specification's bare digits as typed ("0821234567"), so existing accounts, profiles and
 * invitation links keep showing what was entered. Expects input the schemas accepted.
 */
export function storedMobile(text: string): string | null {
  const compact = compactMobile(text);
  return compact.startsWith('+') ? internationalMobile(compact) : compact;
}

/**
 * Every stored spelling that denotes the same number as `text` when bare digits are read in `region`:
 * the E.164 form and the national digits of that country ("+27821234567" and "0821234567" in ZA), and
 * `text` itself as stored. An international number of another country has no national spelling there.
 * Used to find an account whichever form either side used (indexed `mobile = any(...)`).
 */
export function mobileSpellings(text: string, region: CountryCode): string[] {
  const compact = compactMobile(text);
  const e164 = compact.startsWith('+') ? internationalMobile(compact) : nationalToE164(compact, region);
  const spellings = new Set([compact]);
  if (e164) {
    spellings.add(e164);
    const parsed = parsePhoneNumberFromString(e164);
    if (parsed && parsed.countryCallingCode === getCountryCallingCode(region)) {
      spellings.add(parsed.formatNational().replace(/\D/g, ''));
    }
  }
  return [...spellings];
}

/**
 * The spelling an invitation keeps of a number typed to add someone without an account, so that the
 * sign-up form it pre-fills takes it: the specification's 10 digits as typed, else E.164 when the number
 * is valid written with + or read in `region` ("07911123456" in GB → "+447911123456"), else as typed.
 */
export function invitationMobile(text: string, region: CountryCode): string {
  const compact = compactMobile(text);
  if (/^\d{10}$/.test(compact)) return compact;
  return (
    (compact.startsWith('+') ? internationalMobile(compact) : nationalToE164(compact, region)) ?? compact
  );
}
