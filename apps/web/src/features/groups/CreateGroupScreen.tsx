/**
 * /groups/create-group (docs/product.md#s2-create-group, #s5-group-name): a Group name form; once
 * the group exists (the user is its admin) a View Group button leads to /group/{id}. The browser's time zone
 * and language go with the name (api/create-group.ts), so the group plays on its creator's clock and in
 * the currency of docs/product.md#s9-currency; the confirmation says which, and that the group screen can
 * change them.
 */
import { useState } from 'react';
import { Alert, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconArrowRight, IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useForm } from '@mantine/form';
import { localSchemaResolver } from '../../lib/local-schema-resolver.ts';
import { groupNameBodySchema, type GroupSummary } from '@turnout/shared';
import { GROUP_NAME_MAX } from '@turnout/shared/texts';
import { paths } from '../../lib/paths.ts';
import { errorMessage } from '../../lib/api.ts';
import { useCreateGroup } from './api/create-group.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { lengthCounter } from '../../components/form-fields.ts';
import { groupScreenTexts, sharedGroupTexts } from './i18n.ts';

export default function CreateGroupScreen() {
  const t = groupScreenTexts.useT();
  const tg = sharedGroupTexts.useT();
  useDocumentTitle(t('create.title'));
  const createGroup = useCreateGroup();
  const form = useForm({
    initialValues: { name: '' },
    validate: localSchemaResolver(groupNameBodySchema),
  });
  const [created, setCreated] = useState<GroupSummary | null>(null);

  const submit = form.onSubmit((values) =>
    createGroup.mutate(groupNameBodySchema.parse(values), { onSuccess: setCreated }),
  );

  if (created) {
    return (
      <Stack gap="lg" maw={480}>
        <Title order={1} size="h2">
          {t('create.title')}
        </Title>
        <Card withBorder radius="lg" padding="lg">
          <Stack gap="sm" align="flex-start">
            <Group gap="xs" wrap="nowrap">
              <IconCircleCheck size={24} color="var(--mantine-color-green-8)" aria-hidden />
              <Text fw={700} role="status" style={{ overflowWrap: 'anywhere' }}>
                {tg('groupCreated')} {t('create.ready', { name: created.name })}
              </Text>
            </Group>
            <Text c="dimmed">{t('create.youAreAdmin')}</Text>
            <Text c="dimmed" size="sm">
              {t('create.clock', { zone: created.time_zone, currency: created.currency })}
            </Text>
            <Group gap="xs">
              <Button
                component={Link}
                to={paths.group(created.id)}
                rightSection={<IconArrowRight size={18} />}
              >
                {t('create.view')}
              </Button>
              <Button component={Link} to={paths.groups()} variant="default">
                {t('common.myGroups')}
              </Button>
            </Group>
          </Stack>
        </Card>
      </Stack>
    );
  }

  return (
    <Stack gap="lg" maw={480}>
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('create.title')}
        </Title>
        <Text c="dimmed">{t('create.intro')}</Text>
      </Stack>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('common.groupName')}
            placeholder={t('create.placeholder')}
            required
            autoFocus
            {...lengthCounter(form.values.name, GROUP_NAME_MAX)}
            {...form.getInputProps('name')}
          />
          {createGroup.isError && (
            <Alert color="red" role="alert">
              {errorMessage(createGroup.error, tg('createFailed'))}
            </Alert>
          )}
          <Group gap="xs">
            <Button type="submit" loading={createGroup.isPending}>
              {t('common.createGroup')}
            </Button>
            <Button component={Link} to={paths.groups()} variant="default">
              {t('common.cancel')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
