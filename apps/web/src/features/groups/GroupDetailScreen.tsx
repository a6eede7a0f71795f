/**
 * /group/:id (docs/product.md#s2-group-detail, #s6, #s8-groups): the group's name, when it was created, and
 * its members (admins first). Admins rename the group, add members (to /group/:id/add-member), remove
 * members, toggle admin for others (never themselves), set each member's stars and goalkeeper flag for
 * picking sides (README "Sides, results and ratings"; seen by admins only) and see the open invitations,
 * with Revoke.
 * Anyone can leave (one tap on Leave Group, then confirm); admins can delete. Admins change where the
 * group plays, its reminders, how costs are shared and the guests per member in a Settings card; members
 * read them in two lines under the name. Admins download the whole group as a ZIP from an "Export
 * group" card (README "Export a group"). A group the user is not in shows the server's 404
 * sentence.
 *
 * Under the name, three tabs (the open one kept in `?tab=`, so a link or Back returns to it): "Members"
 * (all of the above), "Money" (README "Who pays what": balances, CSV for admins) and "Attendance" (README
 * "A fair, visible record": the sortable record, CSV for admins). A tab's content is fetched when opened.
 */
import { useState, type ReactNode } from 'react';
import { Alert, Button, Card, Center, Group, Loader, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconPencil, IconUserPlus } from '@tabler/icons-react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import type { Member } from '@turnout/shared';
import { paths } from '../../lib/paths.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { errorMessage } from '../../lib/api.ts';
import { useSession } from '../../lib/session.ts';
import { useGroup } from './api/group-query.ts';
import { useMembers } from './api/members-query.ts';
import { useRemoveMember } from './api/remove-member.ts';
import { useSetAdmin } from './api/set-admin.ts';
import { GroupExitModal, type GroupExit } from './components/GroupExitModal.tsx';
import { MemberRow } from './components/MemberRow.tsx';
import { MemberRatingControl } from './components/MemberRatingControl.tsx';
import { useMemberRatings } from './api/ratings.ts';
import { GroupSeriesCard } from './components/GroupSeriesCard.tsx';
import { OpenInvitesCard } from './components/OpenInvitesCard.tsx';
import { InviteLinksCard } from './components/InviteLinksCard.tsx';
import { GroupExportCard } from './components/GroupExportCard.tsx';
import { RenameGroupForm } from './components/RenameGroupForm.tsx';
import { GroupSettingsForm } from './components/GroupSettingsForm.tsx';
import { ReservesSettingsForm, reservesSettingsTexts } from './components/ReservesSettingsForm.tsx';
import { GroupMoneyPanel } from './components/GroupMoneyPanel.tsx';
import { GroupAttendancePanel } from './components/GroupAttendancePanel.tsx';
import { GroupSeasonPanel } from './components/GroupSeasonPanel.tsx';
import { formatDate, memberCount, moneyLine, settingsLine } from './format.ts';
import { showFailure, showSuccess } from '../../lib/toasts.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import rtl from '../../components/rtl.module.css';
import { groupScreenTexts, sharedGroupTexts } from './i18n.ts';

/** The tabs of the group screen; the first is shown when `?tab=` names none of them. */
const TABS = ['members', 'money', 'attendance', 'table'] as const;
type GroupTab = (typeof TABS)[number];
const isGroupTab = (v: string | null): v is GroupTab => TABS.includes(v as GroupTab);

/**
 * `games`: the group's upcoming and past games, which the app composes in from the games feature
 * (app/GroupRoute.tsx; README "Past games"), shown first on the Members tab.
 */
export default function GroupDetailScreen({ games }: { games?: (groupId: number) => ReactNode }) {
  const t = groupScreenTexts.useT();
  const tg = sharedGroupTexts.useT();
  const groupId = Number(useParams().id);
  const valid = Number.isInteger(groupId) && groupId > 0;
  const navigate = useNavigate();
  const userId = useSession()?.user.id;
  const group = useGroup(valid ? groupId : 0);
  useDocumentTitle(group.data?.group.name ?? null);
  const members = useMembers(valid ? groupId : 0);
  // Members' ratings for picking sides: group admins only (README "Sides, results and ratings").
  const ratings = useMemberRatings(groupId, valid && group.data?.group.is_admin === true);
  const setAdmin = useSetAdmin();
  const removeMember = useRemoveMember();
  const [renaming, setRenaming] = useState(false);
  const [removing, setRemoving] = useState<Member | null>(null);
  const [exit, setExit] = useState<GroupExit | null>(null);
  const [search, setSearch] = useSearchParams();
  const tabParam = search.get('tab');
  const tab: GroupTab = isGroupTab(tabParam) ? tabParam : 'members';
  const openTab = (value: string | null) =>
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value && value !== 'members' && isGroupTab(value)) next.set('tab', value);
        else next.delete('tab');
        return next;
      },
      { replace: true },
    );

  const back = (
    <Button
      component={Link}
      to={paths.groups()}
      variant="subtle"
      leftSection={<IconArrowLeft className={rtl.flip} size={18} />}
      px={0}
    >
      {t('common.myGroups')}
    </Button>
  );

  if (!valid || group.isError) {
    return (
      <Stack gap="md" align="flex-start">
        {back}
        <Alert color="red" role="alert" w="100%">
          {valid ? errorMessage(group.error, tg('loadFailed')) : t('detail.notExist')}
        </Alert>
      </Stack>
    );
  }
  if (group.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('detail.loading')} />
      </Center>
    );
  }

  const g = group.data.group;
  const toggleAdmin = (member: Member, makeAdmin: boolean) =>
    setAdmin.mutate(
      { groupId, userId: member.id, makeAdmin },
      {
        onSuccess: (r) => showSuccess(r.message),
        onError: (err) => showFailure(err, tg('adminFailed')),
      },
    );
  const confirmRemove = () => {
    if (!removing) return;
    removeMember.mutate(
      { groupId, userId: removing.id },
      {
        onSuccess: (r) => {
          showSuccess(r.message);
          setRemoving(null);
        },
        onError: (err) => showFailure(err, tg('removeMemberFailed')),
      },
    );
  };

  return (
    <Stack gap="lg">
      <Stack gap="xs" align="flex-start">
        {back}
        {renaming ? (
          <div style={{ width: '100%', maxWidth: 520 }}>
            <RenameGroupForm groupId={groupId} currentName={g.name} onDone={() => setRenaming(false)} />
          </div>
        ) : (
          <Group gap="xs" align="center" maw="100%">
            <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
              {g.name}
            </Title>
            {g.is_admin && (
              <Button
                variant="subtle"
                size="xs"
                leftSection={<IconPencil size={16} />}
                onClick={() => setRenaming(true)}
                style={{ flexShrink: 0 }}
              >
                {t('detail.rename')}
              </Button>
            )}
          </Group>
        )}
        <Text c="dimmed">
          {[
            t('detail.created', { date: formatDate(g.created_at) }),
            memberCount(g.member_count),
            ...(g.is_admin ? [t('detail.youAreAdmin')] : []),
          ].join(' · ')}
        </Text>
        {!g.is_admin && <Text c="dimmed">{settingsLine(g)}</Text>}
        {!g.is_admin && <Text c="dimmed">{moneyLine(g)}</Text>}
      </Stack>

      <Tabs
        value={tab}
        onChange={openTab}
        keepMounted={false}
        // 12 px either side instead of Mantine's 16: the four tabs stay on one line on a 360 px phone.
        styles={{ tab: { minHeight: 44, paddingInline: 'var(--mantine-spacing-sm)' } }}
      >
        <Tabs.List grow mb="md">
          <Tabs.Tab value="members">{t('detail.tabs.members')}</Tabs.Tab>
          <Tabs.Tab value="money">{t('detail.tabs.money')}</Tabs.Tab>
          <Tabs.Tab value="attendance">{t('detail.tabs.attendance')}</Tabs.Tab>
          <Tabs.Tab value="table">{t('detail.tabs.table')}</Tabs.Tab>
        </Tabs.List>

        <Tabs.Panel value="members">
          <Stack gap="lg">
            {games?.(groupId)}
            <GroupSeriesCard groupId={groupId} />

            <Card withBorder radius="lg" padding="md" component="section" aria-labelledby="members-title">
              <Group justify="space-between" align="center" mb="xs" gap="xs">
                <Title order={2} size="h4" id="members-title">
                  {t('detail.members')}
                </Title>
                {g.is_admin && (
                  <Button
                    component={Link}
                    to={paths.addMember(groupId)}
                    size="sm"
                    leftSection={<IconUserPlus size={16} />}
                  >
                    {t('detail.addMember')}
                  </Button>
                )}
              </Group>
              {members.isPending ? (
                <Center py="md">
                  <Loader size="sm" aria-label={t('detail.loadingMembers')} />
                </Center>
              ) : members.isError ? (
                <Alert color="red" role="alert">
                  {errorMessage(members.error, t('detail.membersFailed'))}
                </Alert>
              ) : (
                <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
                  {members.data.members.map((m, i) => (
                    <MemberRow
                      key={m.id}
                      divider={i > 0}
                      member={m}
                      isSelf={m.id === userId}
                      canManage={g.is_admin}
                      adminPending={setAdmin.isPending && setAdmin.variables?.userId === m.id}
                      onToggleAdmin={toggleAdmin}
                      onRemove={setRemoving}
                      rating={
                        g.is_admin && (
                          <MemberRatingControl
                            groupId={g.id}
                            userId={m.id}
                            fullName={`${m.name} ${m.surname}`}
                            rating={ratings.data?.players.find((r) => r.user_id === m.id)}
                          />
                        )
                      }
                    />
                  ))}
                </Stack>
              )}
            </Card>

            {g.is_admin && <InviteLinksCard groupId={groupId} groupName={g.name} />}

            {g.is_admin && <OpenInvitesCard groupId={groupId} />}

            {g.is_admin && (
              <Card withBorder radius="lg" padding="md" component="section" aria-labelledby="settings-title">
                <Title order={2} size="h4" id="settings-title" mb="xs">
                  {t('detail.settings')}
                </Title>
                <GroupSettingsForm group={g} />
              </Card>
            )}

            {g.is_admin && (
              <Card
                withBorder
                radius="lg"
                padding="md"
                component="section"
                aria-labelledby="reserves-settings-title"
              >
                <Title order={2} size="h4" id="reserves-settings-title" mb="xs">
                  {reservesSettingsTexts.title}
                </Title>
                <ReservesSettingsForm group={g} />
              </Card>
            )}

            {g.is_admin && <GroupExportCard groupId={groupId} />}

            <Group gap="xs">
              {g.is_admin && (
                <Button
                  variant="default"
                  onClick={() =>
                    navigate(paths.createGame(), { state: { group_id: g.id, group_name: g.name } })
                  }
                >
                  {t('common.createGame')}
                </Button>
              )}
              <Button variant="subtle" color="gray" onClick={() => setExit({ kind: 'leave', group: g })}>
                {t('common.leaveGroup')}
              </Button>
              {g.is_admin && (
                <Button variant="subtle" color="red" onClick={() => setExit({ kind: 'delete', group: g })}>
                  {t('common.deleteGroup')}
                </Button>
              )}
            </Group>
          </Stack>
        </Tabs.Panel>

        <Tabs.Panel value="money">
          <GroupMoneyPanel groupId={groupId} isAdmin={g.is_admin} costMode={g.cost_mode} userId={userId} />
        </Tabs.Panel>

        <Tabs.Panel value="attendance">
          <GroupAttendancePanel groupId={groupId} isAdmin={g.is_admin} userId={userId} />
        </Tabs.Panel>

        <Tabs.Panel value="table">
          <GroupSeasonPanel groupId={groupId} isAdmin={g.is_admin} />
        </Tabs.Panel>
      </Tabs>

      <ConfirmDialog
        opened={removing !== null}
        title={t('detail.removeTitle')}
        message={removing ? tg('confirmRemove', { name: `${removing.name} ${removing.surname}` }) : ''}
        confirmLabel={t('common.remove')}
        loading={removeMember.isPending}
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(null)}
      />
      <GroupExitModal exit={exit} onClose={() => setExit(null)} onDone={() => navigate(paths.groups())} />
    </Stack>
  );
}
