/**
 * The outcome line under an account form: a green status alert once saved, or the failure sentence in
 * red (role="alert", so screen readers announce it). Renders nothing while neither is set.
 */
import { Alert, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';

export function FormOutcome({ success, failure }: { success?: string | null; failure?: string | null }) {
  return (
    <>
      {success ? (
        <Alert color="green" icon={<IconCircleCheck size={20} />} role="status">
          {success}
        </Alert>
      ) : null}
      {failure ? (
        <Text c="var(--turnout-error-text)" size="sm" role="alert">
          {failure}
        </Text>
      ) : null}
    </>
  );
}
