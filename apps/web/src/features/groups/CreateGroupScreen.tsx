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
import { schemaResolver, useForm } from '@mantine/form';
import { groupNameBodySchema, type GroupSummary } from '@turnout/shared';
import { GROUP_NAME_MAX, groupTexts } from '@turnout/shared/texts';
import { paths } from '../../lib/paths.ts';
import { errorMessage } from '../../lib/api.ts';
import { useCreateGroup } from './api/create-group.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { lengthCounter } from '../../components/form-fields.ts';

export default function CreateGroupScreen() {
  useDocumentTitle('Create group');
  const createGroup = useCreateGroup();
  const form = useForm({
    initialValues: { name: '' },
    validate: schemaResolver(groupNameBodySchema, { sync: true }),
  });
  const [created, setCreated] = useState<GroupSummary | null>(null);

  const submit = form.onSubmit((values) =>
    createGroup.mutate(groupNameBodySchema.parse(values), { onSuccess: setCreated }),
  );

  if (created) {
    return (
      <Stack gap="lg" maw={480}>
        <Title order={1} size="h2">
          Create group
        </Title>
        <Card withBorder radius="lg" padding="lg">
          <Stack gap="sm" align="flex-start">
            <Group gap="xs" wrap="nowrap">
              <IconCircleCheck size={24} color="var(--mantine-color-green-8)" aria-hidden />
              <Text fw={700} role="status" style={{ overflowWrap: 'anywhere' }}>
                {groupTexts.groupCreated} {created.name} is ready.
              </Text>
            </Group>
            <Text c="dimmed">You are its admin. Open it to add players by their mobile number.</Text>
            <Text c="dimmed" size="sm">
              Games are on {created.time_zone} time and cost in {created.currency}; change this in the
              group&apos;s settings.
            </Text>
            <Group gap="xs">
              <Button
                component={Link}
                to={paths.group(created.id)}
                rightSection={<IconArrowRight size={18} />}
              >
                View Group
              </Button>
              <Button component={Link} to={paths.groups()} variant="default">
                My Groups
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
          Create group
        </Title>
        <Text c="dimmed">Give your team a name. You become its admin and can add players next.</Text>
      </Stack>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Group name"
            placeholder="e.g. Thursday Five-a-side"
            required
            autoFocus
            {...lengthCounter(form.values.name, GROUP_NAME_MAX)}
            {...form.getInputProps('name')}
          />
          {createGroup.isError && (
            <Alert color="red" role="alert">
              {errorMessage(createGroup.error, groupTexts.createFailed)}
            </Alert>
          )}
          <Group gap="xs">
            <Button type="submit" loading={createGroup.isPending}>
              Create Group
            </Button>
            <Button component={Link} to={paths.groups()} variant="default">
              Cancel
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
