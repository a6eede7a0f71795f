/**
 * /group/:id/add-member (docs/product.md#s2-group-detail, #s5, #s8-add-member): a Mobile field (10 to 15
 * digits, or + and the country code: README "Mobile numbers"; never cut as typed) and an Email field for invitations. The reply reads "User added to group!", "Invitation sent!",
 * "Operation completed." or, for a mobile without an account, "User does not exist. Do you want to
 * invite them?" — from then on the email is required ("Please enter an email address.") and the button
 * reads Invite; the server then mails an invitation and the screen says "Invitation sent!".
 * After an add it also names who the number belonged to ("Added {name} {surname}."): a mobile number
 * proves nobody's identity (decision 005), so the admin sees at once if it was a stranger.
 */
import { useRef, useState } from 'react';
import { Alert, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { useForm } from '@mantine/form';
import { localSchemaResolver } from '../../lib/local-schema-resolver.ts';
import { addMemberFormSchema, type AddMemberReply } from '@turnout/shared';
import { paths } from '../../lib/paths.ts';
import { errorMessage } from '../../lib/api.ts';
import { useAddMember } from './api/add-member.ts';
import { useGroup } from './api/group-query.ts';
import { mobileInputProps } from '../../lib/mobile-input.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import rtl from '../../components/rtl.module.css';
import { groupScreenTexts, sharedGroupTexts } from './i18n.ts';

/** The reply's sentence in the reader's language (shared 'groups' namespace; addMemberResultText's). */
function resultKey(reply: AddMemberReply) {
  if (!reply.success && !reply.userExists) return 'userDoesNotExist';
  if (reply.invited) return 'invitationSent';
  if (reply.added) return 'userAdded';
  return 'operationCompleted';
}

export default function AddMemberScreen() {
  const groupId = Number(useParams().id);
  const valid = Number.isInteger(groupId) && groupId > 0;
  const group = useGroup(valid ? groupId : 0);
  const t = groupScreenTexts.useT();
  const tg = sharedGroupTexts.useT();
  useDocumentTitle(group.data ? t('add.documentTitle', { group: group.data.group.name }) : t('add.title'));
  const addMember = useAddMember();
  const [reply, setReply] = useState<AddMemberReply | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const inviting = reply !== null && !reply.success && !reply.userExists;
  const form = useForm({
    initialValues: { mobile: '', email: '' },
    validate: localSchemaResolver(addMemberFormSchema(inviting)),
  });
  const mobileProps = mobileInputProps(form, 'mobile');

  const send = ({ mobile, email }: typeof form.values) =>
    addMember.mutate(
      { groupId, mobile, ...(email.trim() ? { email: email.trim() } : {}) },
      {
        onSuccess: (r) => {
          setReply(r);
          if (r.added || r.invited) {
            form.setValues({ mobile: '', email: '' });
          } else if (!r.success && !r.userExists) {
            emailRef.current?.focus();
          }
        },
        onError: () => setReply(null),
      },
    );

  const resultText = reply ? tg(resultKey(reply)) : null;
  const groupName = group.data?.group.name;

  return (
    <Stack gap="lg" maw={480}>
      <Stack gap={4} align="flex-start">
        <Button
          component={Link}
          to={valid ? paths.group(groupId) : paths.groups()}
          variant="subtle"
          leftSection={<IconArrowLeft className={rtl.flip} size={18} />}
          px={0}
        >
          {groupName ?? t('add.back')}
        </Button>
        <Title order={1} size="h2">
          {t('add.title')}
        </Title>
        <Text c="dimmed">{t('add.intro')}</Text>
      </Stack>

      {group.data && !group.data.group.is_admin && (
        <Alert color="yellow" role="status">
          {t('add.adminOnly', { group: group.data.group.name })}
        </Alert>
      )}
      {group.isError && (
        <Alert color="red" role="alert">
          {errorMessage(group.error, tg('loadFailed'))}
        </Alert>
      )}

      <form onSubmit={(e) => form.onSubmit(send)(e)} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('add.mobile')}
            description={t('add.mobileHint')}
            required
            autoFocus
            autoComplete="off"
            {...mobileProps}
            onChange={(e) => {
              mobileProps.onChange(e);
              if (reply) setReply(null);
            }}
          />
          <TextInput
            ref={emailRef}
            label={t('add.email')}
            description={inviting ? t('add.emailRequired') : t('add.emailHint')}
            required={inviting}
            type="email"
            autoComplete="off"
            {...form.getInputProps('email')}
          />
          {resultText && (
            <Alert color={reply?.success ? 'green' : 'yellow'} role="status">
              <Text size="sm">{resultText}</Text>
              {reply?.added && reply.member && (
                <Text size="sm" fw={600}>
                  {tg('addedMember', { name: reply.member.name, surname: reply.member.surname })}
                </Text>
              )}
            </Alert>
          )}
          {addMember.isError && (
            <Alert color="red" role="alert">
              {errorMessage(addMember.error, tg('addMemberFailed'))}
            </Alert>
          )}
          <Group gap="xs">
            <Button type="submit" loading={addMember.isPending} disabled={!valid}>
              {inviting ? t('add.invite') : t('add.submit')}
            </Button>
            <Button component={Link} to={valid ? paths.group(groupId) : paths.groups()} variant="default">
              {reply?.added || reply?.invited ? t('add.done') : t('common.cancel')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
