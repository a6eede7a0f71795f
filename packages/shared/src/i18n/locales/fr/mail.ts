import type { Messages } from '../../catalogue.ts';

/**
 * The fr 'mail' namespace, translated from the English catalogue of record (README "Languages").
 */
export default {
  greeting: 'Bonjour {{name}},',
  openLink: 'Ou ouvrez ce lien :',
  resetIntro:
    'Quelqu’un (vous, espérons-le) a demandé à réinitialiser le mot de passe de votre compte Turnout. Ouvrez le lien ci-dessous pour en choisir un nouveau.',
  resetAction: 'Réinitialiser le mot de passe',
  resetExpiry:
    'Le lien ne fonctionne qu’une fois et expire dans 1 heure. Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.',
} as const satisfies Messages;
