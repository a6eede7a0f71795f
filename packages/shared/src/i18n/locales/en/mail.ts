/**
 * The English 'mail' namespace: the words around every email (greeting, links) and the
 * password-reset mail; the catalogue of record (README "Languages").
 */
export default {
  greeting: 'Hi {{name}},',
  openLink: 'Or open this link:',
  resetIntro:
    'Someone (hopefully you) asked to reset the password of your Turnout account. Open the link below to choose a new one.',
  resetAction: 'Reset password',
  resetExpiry:
    'The link works once and expires in 1 hour. If you did not ask for it, ignore this email: your password stays as it is.',
} as const;
