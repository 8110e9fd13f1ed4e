// The toast drawing loads with the first toast; when it cannot load, the text still shows.
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';

async function renderFreshHost() {
  const { ToastHost } = await import('./toast-host');
  const { toast } = await import('./toast');
  const { toastStore } = await import('./toast-store');
  render(
    <IntlProvider locale="nl" messages={{ 'toast.close': 'Sluiten' }}>
      <FluentProvider theme={webLightTheme}>
        <ToastHost />
      </FluentProvider>
    </IntlProvider>,
  );
  return { toast, toastStore };
}

afterEach(() => {
  cleanup();
  vi.doUnmock('./toast-item');
  vi.resetModules();
});

describe('ToastHost loading its drawing', () => {
  it('draws the first toast with Fluent once the drawing has loaded', async () => {
    vi.resetModules();
    const { toast, toastStore } = await renderFreshHost();
    expect(screen.queryByTestId('toast')).toBeNull();
    act(() => toast.success('Opgeslagen', { duration: 0 }));
    const item = await screen.findByTestId('toast');
    expect(item.querySelector('.fui-MessageBar')).not.toBeNull();
    expect(screen.getByRole('status').textContent).toContain('Opgeslagen');
    act(() => toastStore.removeAll());
  });

  it('shows the text plainly, closable, when the drawing cannot load', async () => {
    vi.resetModules();
    vi.doMock('./toast-item', () => Promise.reject(new Error('offline')));
    const { toast, toastStore } = await renderFreshHost();
    act(() => toast.error('Opslaan mislukt', { duration: 0 }));
    const item = await screen.findByTestId('toast');
    expect(item.querySelector('.fui-MessageBar')).toBeNull();
    expect(screen.getByRole('alert').textContent).toContain('Opslaan mislukt');
    act(() => screen.getByRole('button', { name: 'Sluiten' }).click());
    expect(screen.queryByTestId('toast')).toBeNull();
    act(() => toastStore.removeAll());
  });
});
