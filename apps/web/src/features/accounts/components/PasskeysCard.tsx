/**
 * The profile's Passkeys part (README "Signing in", Passkeys): the user's passkeys (name, when added,
 * when last used), "Add a passkey" and Remove. Adding asks a name (the device's by default: "Chrome on
 * Android") and the current password, then runs the browser's WebAuthn registration; removing asks the
 * current password. The password is the fresh check the server wants for both (docs/decisions/024-passkeys.md):
 * a wrong one shows on the field. Both dialogs are modals (portals): the profile form around this part
 * must not receive their submits.
 *
 * Loaded lazily by ProfileScreen: it brings @simplewebauthn/browser with it.
 */
import { useState, type ReactNode } from 'react';
import { Button, Group, Modal, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconKey, IconPlus } from '@tabler/icons-react';
import { browserSupportsWebAuthn, startRegistration } from '@simplewebauthn/browser';
import type { Passkey } from '@turnout/shared';
import { ApiError } from '../../../lib/api.ts';
import { currentLanguage } from '../../../i18n/index.ts';
import { registrationOptions, useAddPasskey, usePasskeys, useRemovePasskey } from '../api/passkeys.ts';
import { accountScreenTexts } from '../i18n.ts';

/**
 * "Chrome on Android", "Safari on iPhone", …: a default name for a passkey made on this device, in the
 * reader's language ("Chrome auf Android"; the browser and system keep their own names).
 */
export function deviceName(userAgent: string = navigator.userAgent): string | null {
  const platform = [
    [/iPhone/, 'iPhone'],
    [/iPad/, 'iPad'],
    [/Android/, 'Android'],
    [/CrOS/, 'ChromeOS'],
    [/Mac OS X|Macintosh/, 'Mac'],
    [/Windows/, 'Windows'],
    [/Linux/, 'Linux'],
  ].find(([re]) => (re as RegExp).test(userAgent))?.[1] as string | undefined;
  const browser = [
    [/Edg\//, 'Edge'],
    [/SamsungBrowser/, 'Samsung Internet'],
    [/Firefox\/|FxiOS/, 'Firefox'],
    [/Chrome\/|CriOS/, 'Chrome'],
    [/Safari\//, 'Safari'],
  ].find(([re]) => (re as RegExp).test(userAgent))?.[1] as string | undefined;
  if (browser && platform) return accountScreenTexts.t('passkeys.deviceName', { browser, platform });
  return browser ?? platform ?? null;
}

/** The day of `iso` in the app's language ("28 Nov 2026"). */
const day = (iso: string) =>
  new Intl.DateTimeFormat(currentLanguage(), { dateStyle: 'medium' }).format(new Date(iso));

/** Whether the user dismissed the browser's prompt (or the browser refused to make one). */
const wasCancelled = (err: unknown) =>
  err instanceof Error && (err.name === 'NotAllowedError' || err.name === 'AbortError');

/** A password dialog of this card: `children` above the field, a wrong password shown on it. */
function PasswordDialog(props: {
  opened: boolean;
  title: string;
  submitLabel: string;
  /** The submit button's colour: red for a removal. */
  submitColor?: string;
  pending: boolean;
  fieldError: string | null;
  failure: string | null;
  password: string;
  onPassword: (value: string) => void;
  onSubmit: () => void;
  onClose: () => void;
  children?: ReactNode;
}) {
  const t = accountScreenTexts.useT();
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={props.title} centered radius="lg">
      <form
        onSubmit={(e) => {
          // Inside the profile form in React's tree: its submit must not reach it.
          e.preventDefault();
          e.stopPropagation();
          props.onSubmit();
        }}
        noValidate
      >
        <Stack gap="md">
          {props.children}
          <PasswordInput
            label={t('passkeys.currentPassword')}
            autoComplete="current-password"
            required
            value={props.password}
            onChange={(e) => props.onPassword(e.currentTarget.value)}
            error={props.fieldError}
          />
          {props.failure ? (
            <Text c="var(--turnout-error-text)" size="sm" role="alert">
              {props.failure}
            </Text>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={props.onClose} disabled={props.pending}>
              {t('passkeys.cancel')}
            </Button>
            <Button type="submit" color={props.submitColor} loading={props.pending}>
              {props.submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** The dialog's state: which one is open, the typed password and what went wrong. */
function useDialog() {
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  return {
    password,
    setPassword,
    fieldError,
    failure,
    reset() {
      setPassword('');
      setFieldError(null);
      setFailure(null);
    },
    /** A refusal on the field (wrong or missing password) or under it (anything else). */
    refused(err: unknown, fallback: string) {
      if (err instanceof ApiError && (err.status === 403 || err.code === 'VALIDATION'))
        setFieldError(err.message);
      else
        setFailure(err instanceof ApiError && err.status >= 400 && err.status < 500 ? err.message : fallback);
    },
    setFieldError,
    setFailure,
  };
}

export default function PasskeysCard() {
  const t = accountScreenTexts.useT();
  const passkeys = usePasskeys();
  const add = useAddPasskey();
  const remove = useRemovePasskey();
  const [adding, setAdding] = useState(false);
  const [name, setName] = useState('');
  const [registering, setRegistering] = useState(false);
  const [removing, setRemoving] = useState<Passkey | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const addDialog = useDialog();
  const removeDialog = useDialog();
  const supported = browserSupportsWebAuthn();

  const openAdd = () => {
    addDialog.reset();
    setNotice(null);
    setName(deviceName() ?? t('passkeys.defaultName'));
    setAdding(true);
  };
  const submitAdd = async () => {
    addDialog.setFieldError(null);
    addDialog.setFailure(null);
    if (!addDialog.password) return addDialog.setFieldError(t('passkeys.passwordHint'));
    setRegistering(true);
    try {
      const optionsJSON = await registrationOptions();
      const response = await startRegistration({ optionsJSON });
      await add.mutateAsync({ response, name, current_password: addDialog.password });
      setAdding(false);
      setNotice(t('passkeys.added'));
    } catch (err) {
      if (wasCancelled(err)) addDialog.setFailure(t('passkeys.cancelled'));
      else addDialog.refused(err, t('passkeys.failed'));
    } finally {
      setRegistering(false);
    }
  };
  const submitRemove = () => {
    if (!removing) return;
    if (!removeDialog.password) return removeDialog.setFieldError(t('passkeys.passwordHint'));
    remove.mutate(
      { id: removing.id, current_password: removeDialog.password },
      {
        onSuccess: () => {
          setRemoving(null);
          setNotice(t('passkeys.removed'));
        },
        onError: (err) => removeDialog.refused(err, t('passkeys.failed')),
      },
    );
  };

  const list = passkeys.data?.passkeys ?? [];
  return (
    <Stack gap="sm" aria-labelledby="passkeys-title" component="section">
      <Title order={2} size="h4" id="passkeys-title">
        {t('passkeys.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('passkeys.intro')}
      </Text>
      {passkeys.isSuccess && list.length === 0 ? <Text size="sm">{t('passkeys.none')}</Text> : null}
      {list.length > 0 ? (
        <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {list.map((p) => (
            <Group
              key={p.id}
              component="li"
              justify="space-between"
              wrap="nowrap"
              gap="sm"
              p="xs"
              style={{
                border: '1px solid var(--mantine-color-gray-3)',
                borderRadius: 'var(--mantine-radius-md)',
              }}
            >
              <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: 1 }}>
                <IconKey size={20} aria-hidden style={{ flexShrink: 0 }} />
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {p.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('passkeys.addedOn', { date: day(p.created_at) })} ·{' '}
                    {p.last_used_at
                      ? t('passkeys.lastUsed', { date: day(p.last_used_at) })
                      : t('passkeys.neverUsed')}
                  </Text>
                </Stack>
              </Group>
              <Button
                variant="subtle"
                color="red"
                mih={44}
                px="xs"
                style={{ flexShrink: 0 }}
                onClick={() => {
                  removeDialog.reset();
                  setNotice(null);
                  setRemoving(p);
                }}
                aria-label={`${t('passkeys.remove')} ${p.name}`}
              >
                {t('passkeys.remove')}
              </Button>
            </Group>
          ))}
        </Stack>
      ) : null}
      {notice ? (
        <Text size="sm" c="teal.8" role="status">
          {notice}
        </Text>
      ) : null}
      {supported ? (
        <Group>
          <Button
            variant="default"
            mih={44}
            leftSection={<IconPlus size={18} aria-hidden />}
            onClick={openAdd}
          >
            {t('passkeys.add')}
          </Button>
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          {t('passkeys.unsupported')}
        </Text>
      )}
      <PasswordDialog
        opened={adding}
        title={t('passkeys.add')}
        submitLabel={t('passkeys.continue')}
        pending={registering}
        fieldError={addDialog.fieldError}
        failure={addDialog.failure}
        password={addDialog.password}
        onPassword={addDialog.setPassword}
        onSubmit={() => void submitAdd()}
        onClose={() => !registering && setAdding(false)}
      >
        <TextInput
          label={t('passkeys.name')}
          description={t('passkeys.nameHint')}
          maxLength={100}
          data-autofocus
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
        />
        <Text size="sm">{t('passkeys.passwordHint')}</Text>
      </PasswordDialog>
      <PasswordDialog
        opened={removing !== null}
        title={t('passkeys.removeTitle', { name: removing?.name ?? '' })}
        submitLabel={t('passkeys.remove')}
        submitColor="red"
        pending={remove.isPending}
        fieldError={removeDialog.fieldError}
        failure={removeDialog.failure}
        password={removeDialog.password}
        onPassword={removeDialog.setPassword}
        onSubmit={submitRemove}
        onClose={() => !remove.isPending && setRemoving(null)}
      >
        <Text size="sm">{t('passkeys.removeHint')}</Text>
      </PasswordDialog>
    </Stack>
  );
}
