import { act, cleanup, render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPart } from './lazy-part';

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>page down</p> : this.props.children;
  }
}

function Menu({ label }: { label: string }) {
  return <button type="button">{label}</button>;
}

function renderPage(Part: ReturnType<typeof lazyPart<{ label: string }>>) {
  return render(
    <Boundary>
      <main>page text</main>
      <Suspense fallback={null}>
        <Part label="Account" />
      </Suspense>
    </Boundary>,
  );
}

afterEach(cleanup);

describe('lazyPart', () => {
  it('shows the part once its code arrives', async () => {
    const Part = lazyPart(() => Promise.resolve(Menu));
    renderPage(Part);
    expect(await screen.findByRole('button', { name: 'Account' })).toBeTruthy();
  });

  it('leaves the part out when its code fails, keeps the page, and tries again online', async () => {
    const load = vi
      .fn<() => Promise<typeof Menu>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(Menu);
    const Part = lazyPart(load);
    renderPage(Part);
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.getByText('page text')).toBeTruthy();
    expect(screen.queryByText('page down')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);

    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByRole('button', { name: 'Account' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
