// "Install Turnout" (README "Notifications", installable app): shown only once the browser offers
// installing (beforeinstallprompt), opens the browser's dialog on a tap, goes away for good with
// "Not now", and never shows inside the installed app.
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../test/render.tsx';
import { INSTALL_DISMISSED_KEY, InstallOffer } from './InstallOffer.tsx';

/** What Chromium fires: a cancelable event with prompt() and the person's choice. */
function offerInstall(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  const prompt = vi.fn(async () => undefined);
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome, platform: 'web' }) });
  act(() => {
    window.dispatchEvent(event);
  });
  return { event, prompt };
}

const offer = () => screen.queryByRole('region', { name: 'Install Turnout' });

afterEach(() => {
  // The browser's offer ends once the app is installed: no offer is left over for the next test.
  act(() => {
    window.dispatchEvent(new Event('appinstalled'));
  });
  vi.restoreAllMocks();
});

describe('install offer', () => {
  it('shows nothing until the browser offers installing', () => {
    renderInApp(<InstallOffer />);
    expect(offer()).not.toBeInTheDocument();
  });

  it('appears with the browser’s offer (keeping the browser’s own bar away) and opens its dialog on a tap', async () => {
    const { user } = renderInApp(<InstallOffer />);
    const { event, prompt } = offerInstall('accepted');
    expect(event.defaultPrevented).toBe(true);
    expect(offer()).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Install Turnout' }));
    expect(prompt).toHaveBeenCalledOnce();
    expect(offer()).not.toBeInTheDocument();
  });

  it('goes with the app installed from the browser’s menu', () => {
    renderInApp(<InstallOffer />);
    offerInstall();
    expect(offer()).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(offer()).not.toBeInTheDocument();
  });

  it('"Not now" hides it for good on this device', async () => {
    const first = renderInApp(<InstallOffer />);
    const { prompt } = offerInstall();
    await first.user.click(screen.getByRole('button', { name: 'Not now' }));
    expect(offer()).not.toBeInTheDocument();
    expect(prompt).not.toHaveBeenCalled();
    expect(localStorage.getItem(INSTALL_DISMISSED_KEY)).not.toBeNull();
    first.unmount();

    renderInApp(<InstallOffer />);
    offerInstall();
    expect(offer()).not.toBeInTheDocument();
  });

  it('is never shown inside the installed app (standalone display mode)', () => {
    const matchMedia = window.matchMedia;
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
      ...matchMedia(query),
      matches: query === '(display-mode: standalone)',
    }));
    renderInApp(<InstallOffer />);
    offerInstall();
    expect(offer()).not.toBeInTheDocument();
  });
});
