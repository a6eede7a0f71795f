import type { Messages } from '../../catalogue.ts';

/**
 * The de 'mail' namespace, translated from the English catalogue of record (README "Languages").
 */
export default {
  greeting: 'Hallo {{name}},',
  openLink: 'Oder öffne diesen Link:',
  resetIntro:
    'Jemand (hoffentlich du) möchte das Passwort deines Turnout-Kontos zurücksetzen. Öffne den Link unten, um ein neues zu wählen.',
  resetAction: 'Passwort zurücksetzen',
  resetExpiry:
    'Der Link funktioniert einmal und läuft in 1 Stunde ab. Wenn du das nicht angefordert hast, ignoriere diese E-Mail: Dein Passwort bleibt, wie es ist.',
} as const satisfies Messages;
