// The offline banner (beside docs/product.md#s2): it shows while the browser is offline and goes when the
// connection is back, following the window's offline / online events (TanStack's onlineManager).
import { act, screen } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp } from '../test/render.tsx';
import { OFFLINE_TEXT, OfflineBanner } from './OfflineBanner.tsx';

afterEach(() => onlineManager.setOnline(true));

describe('offline banner', () => {
  it('is hidden online, shows when the window goes offline and hides again when it is back', () => {
    renderInApp(<OfflineBanner />);
    expect(screen.queryByText(OFFLINE_TEXT)).not.toBeInTheDocument();

    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByRole('status')).toHaveTextContent(OFFLINE_TEXT);

    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.queryByText(OFFLINE_TEXT)).not.toBeInTheDocument();
  });
});
