/**
 * Group detail, group admins only: the group's open invitations (not accepted, not expired, sent by a
 * current admin), each with who sent it, when it expires and a Revoke button (confirmed first; the
 * link then stops working). Renders nothing while loading or when there are none.
 */
import { useState } from 'react';
import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { GroupInvite } from '@turnout/shared';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { showFailure, showSuccess } from '../../../lib/toasts.ts';
import { useOpenInvites } from '../api/invites-query.ts';
import { useRevokeInvite } from '../api/revoke-invite.ts';
import { formatDate } from '../format.ts';
import { groupScreenTexts, sharedInviteTexts } from '../i18n.ts';

/**
 * Who an invitation is to, as the admin typed it: its email, or its mobile when the server lists no
 * email (an invitation to an account by its mobile number shows nothing more than that number).
 */
function invitee(inv: GroupInvite): string {
  return inv.email ?? inv.mobile ?? '';
}

export function OpenInvitesCard({ groupId }: { groupId: number }) {
  const t = groupScreenTexts.useT();
  const ti = sharedInviteTexts.useT();
  const invites = useOpenInvites(groupId, true);
  const revoke = useRevokeInvite();
  const [revoking, setRevoking] = useState<GroupInvite | null>(null);

  if (invites.isError) {
    return (
      <Alert color="red" role="alert">
        {errorMessage(invites.error, ti('loadInvitesFailed'))}
      </Alert>
    );
  }
  if (!invites.data || invites.data.invites.length === 0) return null;

  const confirmRevoke = () => {
    if (!revoking) return;
    revoke.mutate(
      { groupId, inviteId: revoking.id },
      {
        onSuccess: (r) => {
          showSuccess(r.message);
          setRevoking(null);
        },
        onError: (err) => showFailure(err, ti('revokeFailed')),
      },
    );
  };

  return (
    <Card withBorder radius="lg" padding="md" component="section" aria-labelledby="invites-title">
      <Title order={2} size="h4" id="invites-title" mb="xs">
        {ti('openInvitesTitle')}
      </Title>
      <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
        {invites.data.invites.map((inv, i) => (
          <Group
            key={inv.id}
            component="li"
            justify="space-between"
            gap="xs"
            py="xs"
            wrap="wrap"
            style={i > 0 ? { borderTop: '1px solid var(--mantine-color-default-border)' } : undefined}
          >
            <Stack gap={0} miw={0} style={{ flex: '1 1 200px' }}>
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {invitee(inv)}
              </Text>
              <Text size="sm" c="dimmed">
                {t('invites.by', {
                  name: `${inv.invited_by.name} ${inv.invited_by.surname}`,
                  date: formatDate(inv.expires_at),
                })}
              </Text>
            </Stack>
            <Button
              variant="subtle"
              color="red"
              size="xs"
              aria-label={t('invites.revokeAria', { invitee: invitee(inv) })}
              onClick={() => setRevoking(inv)}
            >
              {t('common.revoke')}
            </Button>
          </Group>
        ))}
      </Stack>
      <ConfirmDialog
        opened={revoking !== null}
        title={t('invites.revokeTitle')}
        message={revoking ? ti('confirmRevoke', { invitee: invitee(revoking) }) : ''}
        confirmLabel={t('common.revoke')}
        loading={revoke.isPending}
        onConfirm={confirmRevoke}
        onCancel={() => setRevoking(null)}
      />
    </Card>
  );
}
