/**
 * Query keys of the chat feature, all under ['chat']. The unread counts share the key the home badge
 * uses (['chat', 'unread-count']), so a live push updates every badge at once.
 */
export type Conversation = { type: 'group' | 'direct'; id: number };

export const chatKeys = {
  all: ['chat'] as const,
  unread: () => ['chat', 'unread-count'] as const,
  messages: (c: Conversation) => ['chat', 'messages', c.type, c.id] as const,
  eligible: () => ['chat', 'eligible-users'] as const,
  groups: () => ['chat', 'groups'] as const,
  group: (groupId: number) => ['chat', 'group', groupId] as const,
};
