import type { Messages } from '../../catalogue.ts';

/**
 * The Brazilian Portuguese 'invites' namespace (pt-BR), translated from the English catalogue of record with a
 * sports club's words, not word for word (README "Languages").
 */
export default {
  verifying: 'Verificando seu convite...',
  existingAccount: 'Você já tem uma conta no Turnout: entre para aceitar.',
  serverError: 'Erro no servidor ao verificar o convite.',
  notFound: 'Este link de convite não é válido. Peça ao administrador do grupo para convidar você de novo.',
  used: 'Este convite já foi usado.',
  expired: 'Este convite expirou. Peça ao administrador do grupo para convidar você de novo.',
  signupWrongEmail:
    'Este convite foi enviado para outro e-mail. Cadastre-se com o e-mail que recebeu o convite.',
  openInvitesTitle: 'Convites pendentes',
  loadInvitesFailed: 'Não foi possível carregar os convites.',
  revokeFailed: 'Não foi possível cancelar o convite.',
  openInviteNotFound: 'Este convite não existe ou não está mais pendente.',
  valid: 'Você foi convidado para entrar em {{groupName}}! Levando você ao cadastro...',
  wrongEmail:
    'Este convite foi enviado para {{email}}. Entre ou cadastre-se com esse e-mail para participar.',
  joined: 'Você entrou em {{groupName}}.',
  alreadyMember: 'Você já é membro de {{groupName}}.',
  acceptPrompt: 'Você foi convidado para entrar em {{groupName}}.',
  revoked: 'O convite para {{invitee}} foi cancelado.',
  confirmRevoke: 'Cancelar o convite para {{invitee}}? O link para de funcionar na hora.',
  mailSubject: 'Você foi convidado para entrar em {{groupName}} no Turnout',
} as const satisfies Messages;
