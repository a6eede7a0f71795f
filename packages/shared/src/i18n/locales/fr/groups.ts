import type { Messages } from '../../catalogue.ts';

/**
 * The French 'groups' namespace (fr), translated from the English catalogue of record with a
 * sports club's words, not word for word (README "Languages").
 */
export default {
  nameRequired: 'Le nom du groupe est obligatoire.',
  nameTooLong: 'Le nom du groupe ne peut pas dépasser {{groupNameMax}} caractères.',
  invalidMobile: 'Saisissez un numéro de portable valide.',
  emailRequired: 'Saisissez une adresse e-mail.',
  invalidEmail: 'Saisissez une adresse e-mail valide.',
  makeAdminRequired: 'makeAdmin doit valoir true ou false.',
  loadFailed: 'Impossible de charger les groupes. Réessayez plus tard.',
  deleteFailed: 'Impossible de supprimer le groupe.',
  leaveFailed: 'Impossible de quitter le groupe.',
  removeMemberFailed: 'Impossible de retirer le membre.',
  adminFailed: "Impossible de modifier le statut d'administrateur.",
  renameFailed: 'Impossible de renommer le groupe.',
  createFailed: 'Impossible de créer le groupe.',
  addMemberFailed: "Impossible d'ajouter le membre.",
  userDoesNotExist: "Cet utilisateur n'existe pas. Voulez-vous l'inviter ?",
  invitationSent: 'Invitation envoyée !',
  userAdded: 'Membre ajouté au groupe !',
  operationCompleted: "C'est fait.",
  cannotChangeOwnAdmin: "Vous ne pouvez pas modifier votre propre statut d'administrateur.",
  cannotRemoveSelf: "Vous ne pouvez pas vous retirer d'un groupe : utilisez plutôt Quitter le groupe.",
  memberNotFound: "Cette personne n'est pas membre de ce groupe.",
  notFound: "Ce groupe n'existe pas ou vous n'en êtes pas membre.",
  adminOnly: 'Seul un administrateur du groupe peut faire cela.',
  groupsLoaded: 'Groupes chargés.',
  groupCreated: 'Groupe créé !',
  groupRenamed: 'Nom du groupe mis à jour.',
  groupDeleted: 'Groupe supprimé.',
  tooManyInvites: 'Trop de personnes ajoutées ou invitées. Réessayez dans {{wait}}.',
  tooManyGroupExports: "Trop d'exports du groupe. Réessayez dans {{wait}}.",
  tooManyGroupsCreated: 'Vous avez créé trop de groupes. Réessayez dans {{wait}}.',
  addedMember: '{{name}} {{surname}} a été ajouté.',
  alreadyMember: '{{name}} est déjà membre de ce groupe.',
  leftGroup: 'Vous avez quitté {{groupName}}.',
  memberRemoved: '{{name}} a été retiré du groupe.',
  adminGranted: '{{name}} est maintenant administrateur de ce groupe.',
  adminRevoked: "{{name}} n'est plus administrateur de ce groupe.",
  confirmDelete:
    'Supprimer {{groupName}} ? Ses matchs, réponses et discussions disparaîtront avec lui. Cette action est irréversible.',
  confirmLeave: 'Quitter {{groupName}} ? Vous serez retiré de ses prochains matchs.',
  confirmRemove: 'Retirer {{name}} du groupe ? Cette personne sera retirée de ses prochains matchs.',
} as const satisfies Messages;
