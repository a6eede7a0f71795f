/**
 * Group detail, group admins only (README "Invite links"): make a link anyone can use to join the group
 * (expiry 1–30 days, 7 by default; an optional use limit of 1–500), and the open links with their
 * addresses, each with Copy, Share (the Web Share API, where the browser has one), a QR code to show
 * across the room, and Revoke (confirmed first; the link then stops working at once).
 */
import { useState } from 'react';
import { Alert, Button, Card, CopyButton, Group, NumberInput, Stack, Text, Title } from '@mantine/core';
import { IconCopy, IconLink, IconQrcode, IconShare } from '@tabler/icons-react';
import { QRCodeSVG } from 'qrcode.react';
import {
  INVITE_LINK_DEFAULT_DAYS,
  INVITE_LINK_MAX_DAYS,
  INVITE_LINK_MAX_USES,
  type InviteLink,
} from '@turnout/shared';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { showFailure, showSuccess } from '../../../lib/toasts.ts';
import { useInviteLinkChanges, useInviteLinks } from '../api/invite-links.ts';
import { formatDate } from '../format.ts';
import { groupScreenTexts } from '../i18n.ts';

const t = groupScreenTexts.t;

/** "3 joined" or "3 of 20 joined". */
const usesLine = (link: InviteLink) =>
  link.max_uses === null
    ? t('links.joined', { count: link.uses })
    : t('links.joinedOf', { count: link.uses, max: link.max_uses });

function LinkRow({ link, groupName, onRevoke }: { link: InviteLink; groupName: string; onRevoke(): void }) {
  groupScreenTexts.useT(); // re-renders in a new language
  const [qr, setQr] = useState(false);
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const share = () =>
    navigator
      .share({
        title: t('links.shareText', { group: groupName }),
        text: t('links.shareText', { group: groupName }),
        url: link.url,
      })
      .catch(() => {
        // Closing the share sheet rejects: nothing to tell.
      });
  return (
    <Stack component="li" gap={6} py="xs">
      <Text ff="monospace" size="sm" style={{ overflowWrap: 'anywhere' }} data-testid="invite-link-url">
        {link.url}
      </Text>
      <Text size="sm" c="dimmed">
        {t('links.expires', { date: formatDate(link.expires_at) })} · {usesLine(link)}
      </Text>
      <Group gap="xs" wrap="wrap">
        <CopyButton value={link.url}>
          {({ copied, copy }) => (
            <Button size="xs" variant="light" leftSection={<IconCopy size={14} aria-hidden />} onClick={copy}>
              {copied ? t('links.copied') : t('links.copy')}
            </Button>
          )}
        </CopyButton>
        {canShare && (
          <Button size="xs" variant="light" leftSection={<IconShare size={14} aria-hidden />} onClick={share}>
            {t('links.share')}
          </Button>
        )}
        <Button
          size="xs"
          variant={qr ? 'filled' : 'light'}
          leftSection={<IconQrcode size={14} aria-hidden />}
          aria-pressed={qr}
          onClick={() => setQr((v) => !v)}
        >
          {t('links.showQr')}
        </Button>
        <Button size="xs" variant="subtle" color="red" onClick={onRevoke}>
          {t('common.revoke')}
        </Button>
      </Group>
      {qr && (
        <div style={{ background: 'white', padding: 12, alignSelf: 'flex-start', borderRadius: 8 }}>
          <QRCodeSVG value={link.url} size={192} role="img" aria-label={t('links.qr', { url: link.url })} />
        </div>
      )}
    </Stack>
  );
}

export function InviteLinksCard({ groupId, groupName }: { groupId: number; groupName: string }) {
  groupScreenTexts.useT(); // re-renders in a new language
  const links = useInviteLinks(groupId, true);
  const { create, revoke } = useInviteLinkChanges(groupId);
  const [days, setDays] = useState<number | string>(INVITE_LINK_DEFAULT_DAYS);
  const [maxUses, setMaxUses] = useState<number | string>('');
  const [revoking, setRevoking] = useState<InviteLink | null>(null);

  const make = () =>
    create.mutate(
      {
        expires_in_days: Number(days) || INVITE_LINK_DEFAULT_DAYS,
        max_uses: maxUses === '' ? null : Number(maxUses),
      },
      {
        onSuccess: () => showSuccess(t('links.created')),
        onError: (err) => showFailure(err, t('links.createFailed')),
      },
    );
  const confirmRevoke = () =>
    revoking &&
    revoke.mutate(revoking.id, {
      onSuccess: (r) => {
        showSuccess(r.message);
        setRevoking(null);
      },
      onError: (err) => showFailure(err, t('links.revokeFailed')),
    });

  return (
    <Card withBorder radius="lg" padding="md" component="section" aria-labelledby="invite-links-title">
      <Title order={2} size="h4" id="invite-links-title" mb={4}>
        {t('links.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('links.hint')}
      </Text>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <NumberInput
          label={t('links.days')}
          value={days}
          onChange={setDays}
          min={1}
          max={INVITE_LINK_MAX_DAYS}
          allowDecimal={false}
          // From the sm breakpoint wide enough for its label on one line; on a phone two share the row.
          w={{ base: 150, sm: 190 }}
        />
        <NumberInput
          label={t('links.uses')}
          placeholder={t('links.noLimit')}
          value={maxUses}
          onChange={setMaxUses}
          min={1}
          max={INVITE_LINK_MAX_USES}
          allowDecimal={false}
          w={{ base: 150, sm: 190 }}
        />
        <Button leftSection={<IconLink size={16} aria-hidden />} onClick={make} loading={create.isPending}>
          {t('links.create')}
        </Button>
      </Group>
      {links.isError ? (
        <Alert color="red" role="alert" mt="sm">
          {errorMessage(links.error, t('links.loadFailed'))}
        </Alert>
      ) : links.data && links.data.links.length === 0 ? (
        <Text size="sm" c="dimmed" mt="sm">
          {t('links.none')}
        </Text>
      ) : (
        <Stack
          component="ul"
          gap={0}
          m={0}
          mt="sm"
          p={0}
          style={{ listStyle: 'none' }}
          aria-label={t('links.list')}
        >
          {links.data?.links.map((link) => (
            <LinkRow key={link.id} link={link} groupName={groupName} onRevoke={() => setRevoking(link)} />
          ))}
        </Stack>
      )}
      <ConfirmDialog
        opened={revoking !== null}
        title={t('links.revokeTitle')}
        message={t('links.confirmRevoke')}
        confirmLabel={t('common.revoke')}
        loading={revoke.isPending}
        onConfirm={confirmRevoke}
        onCancel={() => setRevoking(null)}
      />
    </Card>
  );
}
