import type { Messages } from '../../catalogue.ts';

/**
 * The Spanish 'accounts' namespace (es), translated from the English catalogue of record with a
 * sports club's words, not word for word (README "Languages").
 */
export default {
  welcome: 'Bienvenido a Turnout',
  tagline: '¡Organízate y a jugar!',
  nameRequired: 'El nombre es obligatorio.',
  surnameRequired: 'El apellido es obligatorio.',
  nameTooLong: 'El nombre puede tener como máximo 100 caracteres.',
  surnameTooLong: 'El apellido puede tener como máximo 100 caracteres.',
  mobileDigits: 'El número de móvil debe tener exactamente 10 dígitos.',
  mobileInternational:
    'Introduce un número internacional válido: + y el código del país, p. ej. +44 7911 123456.',
  emailRequired: 'El correo electrónico es obligatorio.',
  emailInvalid: 'Introduce un correo electrónico válido.',
  passwordRequired: 'La contraseña es obligatoria.',
  passwordTooShort: 'La contraseña debe tener al menos {{passwordMin}} caracteres.',
  passwordTooLong: 'La contraseña puede tener como máximo {{passwordMax}} caracteres.',
  currentPasswordRequired: 'La contraseña actual es obligatoria.',
  newPasswordRequired: 'La nueva contraseña es obligatoria.',
  newPasswordTooShort: 'La nueva contraseña debe tener al menos {{passwordMin}} caracteres.',
  newPasswordTooLong: 'La nueva contraseña puede tener como máximo {{passwordMax}} caracteres.',
  confirmPasswordRequired: 'Confirma tu contraseña.',
  confirmNewPasswordRequired: 'Confirma tu nueva contraseña.',
  passwordsDoNotMatch: 'Las contraseñas no coinciden.',
  newPasswordsDoNotMatch: 'Las nuevas contraseñas no coinciden.',
  bodyNotObject: 'El cuerpo de la petición debe ser un objeto JSON.',
  emailTaken: 'Ya existe una cuenta con este correo electrónico.',
  mobileTaken: 'Ya existe una cuenta con este número de móvil.',
  invalidCredentials: 'Correo electrónico o contraseña incorrectos.',
  currentPasswordWrong: 'La contraseña actual no es correcta.',
  signedUp: 'Cuenta creada. Ya puedes iniciar sesión.',
  loginFailedPrefix: 'Correo electrónico o contraseña incorrectos, o ',
  loginFailedLink: 'regístrate aquí',
  loginFailed: 'Correo electrónico o contraseña incorrectos, o regístrate aquí.',
  loginNetworkError: 'Se ha producido un error. Inténtalo de nuevo.',
  sessionExpired: 'Tu sesión ha caducado. Vuelve a iniciar sesión.',
  signupFailed: 'Se ha producido un error inesperado.',
  profileUpdated: 'Perfil actualizado.',
  profileUpdateFailed: 'No se ha podido actualizar el perfil.',
  profileUpdateError: 'Se ha producido un error al actualizar el perfil.',
  emailChangeNeedsPassword: 'Introduce tu contraseña actual para cambiar el correo electrónico.',
  currentPasswordLabel: 'Contraseña actual',
  emailChangePasswordHint: 'Al cambiar el correo se cerrará tu sesión en todos los demás dispositivos.',
  emailChangedMailSubject: 'Se ha cambiado tu correo electrónico de Turnout',
  requireInviteLabel: 'Pedirme permiso antes de añadirme a un grupo',
  requireInviteInvalid: '«Pedirme permiso antes de añadirme a un grupo» debe ser true o false.',
  languageLabel: 'Idioma',
  languageFollowBrowser: 'El mismo que este navegador',
  languageInvalid: 'language debe ser en, es, fr, pt-BR, de, ar o null.',
  requireInviteDescription:
    'Los administradores de grupo que te añadan por tu número de móvil te enviarán una invitación para que la aceptes.',
  signOutEverywhere: 'Cerrar sesión en todas partes',
  signedOutEverywhere: 'Has cerrado sesión en todos los demás dispositivos.',
  signOutEverywhereFailed: 'No se ha podido cerrar sesión en todas partes. Inténtalo de nuevo.',
  passwordUpdated: '¡Contraseña actualizada!',
  passwordUpdateFailed: 'No se ha podido actualizar la contraseña.',
  passwordServerError: 'Error del servidor. Inténtalo de nuevo.',
  deleteConfirm: '¿Seguro que quieres eliminar tu cuenta? Esta acción no se puede deshacer.',
  deleteConfirmShort: 'No se puede deshacer.',
  accountDeleted: 'Tu cuenta ha sido eliminada.',
  deleteNetworkError: 'Se ha producido un error al eliminar tu cuenta.',
  profileDeleteFailed: 'No se ha podido eliminar la cuenta.',
  resetRequested:
    'Si existe una cuenta con esa dirección, te hemos enviado un enlace para restablecer la contraseña.',
  resetLinkSent: 'Enlace para restablecer la contraseña enviado. Revisa tu correo.',
  resetRequestFailed: 'No se ha podido enviar el correo de restablecimiento.',
  resetRequestServerError: 'Error del servidor. Inténtalo de nuevo más tarde.',
  resetLinkMissing: 'El enlace de restablecimiento no es válido o falta.',
  passwordResetDone: 'Contraseña restablecida',
  resetFailed: 'Algo ha salido mal',
  resetLinkInvalid: 'Este enlace de restablecimiento no es válido. Solicita uno nuevo.',
  resetLinkExpired: 'Este enlace de restablecimiento ha caducado. Solicita uno nuevo.',
  resetLinkUsed: 'Este enlace de restablecimiento ya se ha usado. Solicita uno nuevo.',
  resetMailSubject: 'Restablece tu contraseña de Turnout',
  tooManySignups: 'Demasiados registros desde tu red. Inténtalo de nuevo dentro de {{wait}}.',
  tooManyExports: 'Puedes descargar tus datos 3 veces por hora. Inténtalo de nuevo dentro de {{wait}}.',
  tooManyLoginAttempts_one:
    'Demasiados intentos fallidos de inicio de sesión. Inténtalo de nuevo dentro de {{count}} minuto.',
  tooManyLoginAttempts_many:
    'Demasiados intentos fallidos de inicio de sesión. Inténtalo de nuevo dentro de {{count}} minutos.',
  tooManyLoginAttempts_other:
    'Demasiados intentos fallidos de inicio de sesión. Inténtalo de nuevo dentro de {{count}} minutos.',
  tooManyPasswordChecks_one:
    'Demasiadas contraseñas actuales incorrectas. Inténtalo de nuevo dentro de {{count}} minuto.',
  tooManyPasswordChecks_many:
    'Demasiadas contraseñas actuales incorrectas. Inténtalo de nuevo dentro de {{count}} minutos.',
  tooManyPasswordChecks_other:
    'Demasiadas contraseñas actuales incorrectas. Inténtalo de nuevo dentro de {{count}} minutos.',
  tooManyProfileUpdates_one:
    'Demasiados cambios en el perfil. Inténtalo de nuevo dentro de {{count}} minuto.',
  tooManyProfileUpdates_many:
    'Demasiados cambios en el perfil. Inténtalo de nuevo dentro de {{count}} minutos.',
  tooManyProfileUpdates_other:
    'Demasiados cambios en el perfil. Inténtalo de nuevo dentro de {{count}} minutos.',
  emailChangedMailBody: 'Tu correo electrónico de Turnout se ha cambiado a {{newEmail}}.',
  deleteFailed: 'No se ha podido eliminar la cuenta: {{reason}}',
  tooManyResetRequests_one:
    'Demasiadas solicitudes de restablecimiento de contraseña. Inténtalo de nuevo dentro de {{count}} minuto.',
  tooManyResetRequests_many:
    'Demasiadas solicitudes de restablecimiento de contraseña. Inténtalo de nuevo dentro de {{count}} minutos.',
  tooManyResetRequests_other:
    'Demasiadas solicitudes de restablecimiento de contraseña. Inténtalo de nuevo dentro de {{count}} minutos.',
  passkeys: {
    signInFailed:
      'Esta llave de acceso no pudo iniciar tu sesión. Vuelve a intentarlo o entra con tu correo y contraseña.',
    addFailed: 'No se pudo añadir esta llave de acceso. Inténtalo de nuevo.',
    alreadyAdded: 'Esta llave de acceso ya está en tu cuenta.',
    notFound: 'Esa llave de acceso no está en tu cuenta.',
    added: 'Llave de acceso añadida.',
    removed: 'Llave de acceso eliminada.',
    nameTooLong: 'El nombre de una llave de acceso puede tener como máximo 100 caracteres.',
  },
  emailSignInRequested:
    'Si existe una cuenta con esa dirección, le hemos enviado un código y un enlace para entrar.',
  emailCodeInvalid: 'Este código no es válido o ha caducado. Mira el último correo o pide un código nuevo.',
  emailCodeFormat: 'Escribe el código de 6 cifras del correo.',
  emailLinkInvalid: 'Este enlace para entrar no es válido. Pide uno nuevo en la página de inicio de sesión.',
  emailLinkExpired: 'Este enlace para entrar ha caducado. Pide uno nuevo en la página de inicio de sesión.',
  emailLinkUsed: 'Este enlace para entrar ya se ha usado. Pide uno nuevo en la página de inicio de sesión.',
  emailLinkConfirm: 'Pediste entrar desde otro navegador. Confirma para entrar aquí.',
  emailSignInMailSubject: 'Tu código y enlace para entrar en Turnout',
} as const satisfies Messages;
