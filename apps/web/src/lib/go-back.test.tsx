// Cancel and Back buttons (useGoBack): back to the previous screen of the app, or to the fallback when
// the app was opened on this screen.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useGoBack } from './go-back.ts';

function FormScreen() {
  const goBack = useGoBack();
  return (
    <button type="button" onClick={() => goBack('/games')}>
      Cancel
    </button>
  );
}

function Elsewhere() {
  const { pathname } = useLocation();
  return (
    <>
      <p>At {pathname}</p>
      <Link to="/create-game">Create game</Link>
    </>
  );
}

function renderAt(route: string) {
  render(
    <MemoryRouter initialEntries={[route]}>
      <Routes>
        <Route path="/create-game" element={<FormScreen />} />
        <Route path="*" element={<Elsewhere />} />
      </Routes>
    </MemoryRouter>,
  );
  return userEvent.setup({ delay: null });
}

describe('useGoBack', () => {
  it('goes to the fallback when the app was opened on the screen', async () => {
    const user = renderAt('/create-game');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('At /games')).toBeInTheDocument();
  });

  it('goes back to the screen the user came from', async () => {
    const user = renderAt('/group/3');
    await user.click(screen.getByRole('link', { name: 'Create game' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('At /group/3')).toBeInTheDocument();
  });
});
