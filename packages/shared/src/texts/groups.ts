/**
 * Groups' user-facing texts and the name limit they quote (docs/product.md#s5, #s8-groups, #s8-add-member),
 * without zod.
 */
export const GROUP_NAME_MAX = 100;

export const groupTexts = {
  /** 429 past 20 group creations an hour per user (README "Security"); `wait`: "12 minutes". */
  tooManyGroupsCreated: (wait: string) => `You have created too many groups. Please try again in ${wait}.`,
  nameRequired: 'Group name is required.',
  nameTooLong: `Group name must be at most ${GROUP_NAME_MAX} characters.`,
  invalidMobile: 'Please enter a valid mobile number.',
  emailRequired: 'Please enter an email address.',
  invalidEmail: 'Please enter a valid email address.',
  makeAdminRequired: 'makeAdmin must be true or false.',
  loadFailed: 'Failed to load groups. Please try again later.',
  deleteFailed: 'Failed to delete the group.',
  leaveFailed: 'Failed to leave the group.',
  removeMemberFailed: 'Failed to remove member.',
  adminFailed: 'Failed to update admin status.',
  renameFailed: 'Failed to update group name.',
  createFailed: 'Failed to create the group.',
  addMemberFailed: 'Failed to add member.',
  userDoesNotExist: 'User does not exist. Do you want to invite them?',
  invitationSent: 'Invitation sent!',
  userAdded: 'User added to group!',
  /** Beside "User added to group!": who the mobile number belonged to (decision 005). */
  addedMember: (name: string, surname: string) => `Added ${name} ${surname}.`,
  operationCompleted: 'Operation completed.',
  alreadyMember: (name: string) => `${name} is already a member of this group.`,
  cannotChangeOwnAdmin: 'You cannot change your own admin status.',
  cannotRemoveSelf: 'You cannot remove yourself from a group: use Leave Group instead.',
  memberNotFound: 'This person is not a member of this group.',
  notFound: 'This group does not exist or you are not a member of it.',
  adminOnly: 'Only a group admin can do that.',
  groupsLoaded: 'Groups loaded.',
  groupCreated: 'Group created!',
  groupRenamed: 'Group name updated.',
  groupDeleted: 'Group deleted.',
  leftGroup: (groupName: string) => `You have left ${groupName}.`,
  memberRemoved: (name: string) => `${name} was removed from the group.`,
  adminGranted: (name: string) => `${name} is now an admin of this group.`,
  adminRevoked: (name: string) => `${name} is no longer an admin of this group.`,
  confirmDelete: (groupName: string) =>
    `Delete ${groupName}? Its games, RSVPs and chat go with it. This cannot be undone.`,
  confirmLeave: (groupName: string) => `Leave ${groupName}? You will be taken off its upcoming games.`,
  confirmRemove: (name: string) =>
    `Remove ${name} from the group? They will be taken off its upcoming games.`,
} as const;
