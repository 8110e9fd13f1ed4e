import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STEADY_POINTER_SLOP, useSteadySubmit } from './use-steady-submit';

function Probe({ onSubmit }: { onSubmit: () => void }) {
  const anchor = useRef<HTMLSpanElement>(null);
  useSteadySubmit(anchor);
  return (
    <form
      aria-label="f"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <span ref={anchor} />
      <div data-testid="below">
        <button type="submit">Opslaan</button>
        <a href="#elders">Elders</a>
      </div>
    </form>
  );
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

function press(target: Element, at = { x: 100, y: 200 }) {
  fireEvent.pointerDown(target, { button: 0, clientX: at.x, clientY: at.y });
}
function release(target: Element, at = { x: 100, y: 200 }) {
  fireEvent.pointerUp(target, { button: 0, clientX: at.x, clientY: at.y });
}

afterEach(cleanup);

describe('useSteadySubmit', () => {
  it('submits once when the button moved away between press and release', async () => {
    const onSubmit = vi.fn();
    render(<Probe onSubmit={onSubmit} />);
    const button = screen.getByRole('button', { name: 'Opslaan' });
    press(button);
    // The release (and the browser's click) land on what is now under the pointer.
    const below = screen.getByTestId('below');
    release(below);
    fireEvent.click(below);
    await tick();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('adds nothing to an ordinary click on the button', async () => {
    const onSubmit = vi.fn();
    render(<Probe onSubmit={onSubmit} />);
    const button = screen.getByRole('button', { name: 'Opslaan' });
    press(button);
    release(button);
    fireEvent.click(button);
    await tick();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('leaves a press the user dragged away, or one whose click went to another control', async () => {
    const onSubmit = vi.fn();
    render(<Probe onSubmit={onSubmit} />);
    const button = screen.getByRole('button', { name: 'Opslaan' });
    press(button);
    release(document.body, { x: 100 + STEADY_POINTER_SLOP + 20, y: 200 });
    await tick();
    const link = screen.getByRole('link', { name: 'Elders' });
    press(button);
    release(link);
    fireEvent.click(link);
    await tick();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('does not submit with a disabled button', async () => {
    const onSubmit = vi.fn();
    render(<Probe onSubmit={onSubmit} />);
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Opslaan' });
    press(button);
    button.disabled = true;
    release(screen.getByTestId('below'));
    await tick();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
