/**
 * The English 'mail' namespace: the words around every email (greeting, links) and the
 * password-reset and sign-in-by-email mails; the catalogue of record (README "Languages").
 */
export default {
  greeting: 'Hi {{name}},',
  openLink: 'Or open this link:',
  resetIntro:
    'Someone (hopefully you) asked to reset the password of your Turnout account. Open the link below to choose a new one.',
  resetAction: 'Reset password',
  resetExpiry:
    'The link works once and expires in 1 hour. If you did not ask for it, ignore this email: your password stays as it is.',
  emailChangedSignedOut:
    'Every other device signed in to your account was signed out. If you made this change, there is nothing more to do.',
  emailChangedNotYou:
    'If you did not, someone else knows your password: open the link below to choose a new one. It signs everyone out again, and you can then sign in with the new address and your new password and put your own email back on your profile.',
  emailChangedExpiry: 'The link works once and expires in 24 hours.',
  emailSignInIntro:
    'Someone (hopefully you) asked to sign in to your Turnout account with this email address. Type this code on the sign-in screen:',
  emailSignInAction: 'Sign in',
  emailSignInOrLink: 'Or open the link below and press Sign in.',
  emailSignInExpiry:
    'The code and the link work once, within 10 minutes. If you did not ask for them, ignore this email: nobody can sign in without them, and your password stays as it is.',
} as const;
