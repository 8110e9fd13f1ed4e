import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastHost, loadToastItem } from './toast-host';
import { toast } from './toast';
import { toastStore } from './toast-store';

function renderHost() {
  return render(
    <IntlProvider locale="nl" messages={{ 'toast.close': 'Sluiten' }}>
      <FluentProvider theme={webLightTheme}>
        <ToastHost />
      </FluentProvider>
    </IntlProvider>,
  );
}

// The Fluent drawing loads with the first toast; loaded once here, the host renders at once.
beforeAll(async () => {
  await loadToastItem();
});
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  act(() => toastStore.removeAll());
  cleanup();
  vi.useRealTimers();
});

describe('ToastHost', () => {
  it('announces errors assertively and the other intents politely', () => {
    renderHost();
    act(() => {
      toast.error('Opslaan mislukt');
      toast.success('Opgeslagen');
      toast.notification('Nieuw bericht');
    });
    const alert = screen.getByRole('alert');
    const status = screen.getByRole('status');
    expect(alert.getAttribute('aria-live')).toBe('assertive');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(alert.textContent).toContain('Opslaan mislukt');
    expect(alert.textContent).not.toContain('Opgeslagen');
    expect(status.textContent).toContain('Opgeslagen');
    expect(status.textContent).toContain('Nieuw bericht');
  });

  it('closes a toast with its translated close button', () => {
    renderHost();
    act(() => {
      toast.info('Even geduld', { duration: 0 });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Sluiten' }));
    expect(screen.queryByText('Even geduld')).toBeNull();
  });

  it('has no close button when the toast is not closable', () => {
    renderHost();
    act(() => {
      toast.warning('Let op', { closable: false });
    });
    expect(screen.queryByRole('button', { name: 'Sluiten' })).toBeNull();
  });

  it('pauses while hovered and removes the toast after its duration', () => {
    renderHost();
    act(() => {
      toast.success('Klaar', { duration: 500 });
    });
    const item = screen.getByText('Klaar').closest('[data-testid="toast"]')!;
    fireEvent.mouseEnter(item);
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByText('Klaar')).toBeTruthy();
    fireEvent.mouseLeave(item);
    act(() => vi.advanceTimersByTime(600));
    expect(screen.queryByText('Klaar')).toBeNull();
  });

  it('draws at the chosen position', () => {
    const { container } = renderHost();
    act(() => toastStore.setPosition('top-left'));
    expect(container.querySelector('[data-position="top-left"]')).not.toBeNull();
    act(() => toastStore.setPosition('bottom-right'));
  });
});
