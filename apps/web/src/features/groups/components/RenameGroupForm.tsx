/**
 * Inline rename of a group for its admins (docs/product.md#s2-group-detail): a Group name field with Save and
 * Cancel; "Failed to update group name." (with the server's reason) when it does not go through.
 */
import { Button, Group, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { localSchemaResolver } from '../../../lib/local-schema-resolver.ts';
import { groupNameBodySchema } from '@turnout/shared';
import { GROUP_NAME_MAX } from '@turnout/shared/texts';
import { useRenameGroup } from '../api/rename-group.ts';
import { showFailure, showSuccess } from '../../../lib/toasts.ts';
import { lengthCounter } from '../../../components/form-fields.ts';
import { groupScreenTexts, sharedGroupTexts } from '../i18n.ts';

type Props = { groupId: number; currentName: string; onDone: () => void };

export function RenameGroupForm({ groupId, currentName, onDone }: Props) {
  const t = groupScreenTexts.useT();
  const tg = sharedGroupTexts.useT();
  const rename = useRenameGroup();
  const form = useForm({
    initialValues: { name: currentName },
    validate: localSchemaResolver(groupNameBodySchema),
  });

  const submit = form.onSubmit((values) => {
    const { name } = groupNameBodySchema.parse(values);
    if (name === currentName) return onDone();
    rename.mutate(
      { groupId, name },
      {
        onSuccess: () => {
          showSuccess(tg('groupRenamed'));
          onDone();
        },
        onError: (err) => showFailure(err, tg('renameFailed')),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('detail.renameForm')}>
      <Group align="flex-start" gap="xs" wrap="wrap">
        <TextInput
          label={t('common.groupName')}
          required
          autoFocus
          {...lengthCounter(form.values.name, GROUP_NAME_MAX)}
          {...form.getInputProps('name')}
          onKeyDown={(e) => e.key === 'Escape' && onDone()}
          style={{ flex: '1 1 220px' }}
        />
        <Group gap="xs" mt={{ base: 0, xs: 28 }}>
          <Button type="submit" loading={rename.isPending}>
            {t('common.save')}
          </Button>
          <Button variant="default" onClick={onDone} disabled={rename.isPending}>
            {t('common.cancel')}
          </Button>
        </Group>
      </Group>
    </form>
  );
}
