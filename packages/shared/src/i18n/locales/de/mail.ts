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
  emailChangedSignedOut:
    'Alle anderen Geräte, die bei deinem Konto angemeldet waren, wurden abgemeldet. Wenn du das selbst geändert hast, musst du nichts weiter tun.',
  emailChangedNotYou:
    'Wenn nicht, kennt jemand anderes dein Passwort: Öffne den Link unten, um ein neues zu wählen. Damit werden wieder alle abgemeldet; danach kannst du dich mit der neuen Adresse und deinem neuen Passwort anmelden und deine eigene E-Mail-Adresse wieder ins Profil eintragen.',
  emailChangedExpiry: 'Der Link funktioniert einmal und läuft in 24 Stunden ab.',
  emailSignInIntro:
    'Jemand (hoffentlich du) möchte sich mit dieser E-Mail-Adresse bei deinem Turnout-Konto anmelden. Gib diesen Code auf der Anmeldeseite ein:',
  emailSignInAction: 'Anmelden',
  emailSignInOrLink: 'Oder öffne den Link unten und tippe auf Anmelden.',
  emailSignInExpiry:
    'Code und Link funktionieren einmal, innerhalb von 10 Minuten. Wenn du sie nicht angefordert hast, ignoriere diese E-Mail: Ohne sie kann sich niemand anmelden, und dein Passwort bleibt, wie es ist.',
} as const satisfies Messages;
