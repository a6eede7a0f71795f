// The group name forms as a user meets them (docs/product.md#s2-create-group, #s2-group-detail; #s5,
// #s8-groups): a problem shows beside the Group name field in the spec's words, nothing is sent, and the
// field counts its characters from 80 % of its limit.
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { groupNameBodySchema } from '@turnout/shared';
import { GROUP_NAME_MAX } from '@turnout/shared/texts';
import { signIn } from '../../lib/session.ts';
import { renderInApp } from '../../test/render.tsx';
import { server } from '../../test/server.ts';
import { testToken } from '../../test/session.ts';
import CreateGroupScreen from './CreateGroupScreen.tsx';

let sent: unknown[];
beforeEach(() => {
  signIn(testToken({ id: 7 }));
  sent = [];
  server.use(
    http.post('/api/groups', async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json({}, { status: 500 });
    }),
  );
});

/** The sentence the shared schema gives for a name, as the server would answer it. */
const problem = (name: string) => {
  const result = groupNameBodySchema.safeParse({ name });
  if (result.success) throw new Error(`"${name}" is a good name`);
  return result.error.issues[0]!.message;
};

describe('group name form', () => {
  it('an empty name is refused beside the field and nothing is sent', async () => {
    const { user } = renderInApp(<CreateGroupScreen />, { route: '/create-group', path: '/create-group' });

    await user.click(await screen.findByRole('button', { name: 'Create Group' }));

    const name = screen.getByRole('textbox', { name: /^Group name/ });
    expect(name).toHaveAccessibleDescription(problem('   '));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });

  it('the name counts its characters from 80 % of its limit', async () => {
    const { user } = renderInApp(<CreateGroupScreen />, { route: '/create-group', path: '/create-group' });
    const name = await screen.findByRole('textbox', { name: /^Group name/ });
    const from = Math.floor(GROUP_NAME_MAX * 0.8);

    await user.click(name);
    await user.paste('g'.repeat(from - 1));
    expect(name).not.toHaveAccessibleDescription();

    await user.type(name, 'h');
    expect(await screen.findByText(`${from} / ${GROUP_NAME_MAX}`)).toBeInTheDocument();
    expect(name).toHaveAccessibleDescription(`${from} / ${GROUP_NAME_MAX}`);
  });
});
