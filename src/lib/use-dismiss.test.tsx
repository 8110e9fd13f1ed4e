import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDismiss, type DismissReason } from './use-dismiss';

function Popup({ active, onDismiss }: { active: boolean; onDismiss: (r: DismissReason) => void }) {
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  useDismiss(active, [button, panel], onDismiss);
  return (
    <>
      <button ref={button}>Meer</button>
      <div ref={panel}>
        <a href="#in">Binnen</a>
      </div>
      <p>Buiten</p>
    </>
  );
}

afterEach(cleanup);

describe('useDismiss', () => {
  it('says escape on Escape and outside on a press outside, not on one inside', () => {
    const onDismiss = vi.fn();
    render(<Popup active onDismiss={onDismiss} />);
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Meer' }));
    fireEvent.pointerDown(screen.getByRole('link', { name: 'Binnen' }));
    expect(onDismiss).not.toHaveBeenCalled();
    fireEvent.pointerDown(screen.getByText('Buiten'));
    fireEvent.keyDown(document, { key: 'Escape' });
    fireEvent.keyDown(document, { key: 'Enter' });
    expect(onDismiss.mock.calls).toEqual([['outside'], ['escape']]);
  });

  it('listens only while active', () => {
    const onDismiss = vi.fn();
    render(<Popup active={false} onDismiss={onDismiss} />);
    fireEvent.pointerDown(screen.getByText('Buiten'));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onDismiss).not.toHaveBeenCalled();
  });
});
