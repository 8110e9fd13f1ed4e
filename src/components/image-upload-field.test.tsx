// The shared image field: the browser refuses a file over 8 MB or of another type without
// sending it, sends a good one, and shows the server's refusal (already in the reader's language).
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import nl from '../../i18n/nl.json';
import { ApiError } from '../lib/api-client';
import { ImageUploadField, IMAGE_UPLOAD_MAX_BYTES } from './image-upload-field';

afterEach(cleanup);
beforeAll(() => {
  // jsdom has no ResizeObserver; Fluent's MessageBar only needs it to exist.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

function renderField(onUpload: (file: File) => Promise<unknown>) {
  render(
    <IntlProvider locale="nl" messages={nl} onError={() => undefined}>
      <FluentProvider theme={webLightTheme}>
        <ImageUploadField
          label="Omslagfoto"
          hint="Bijgesneden tot 3:2."
          image={null}
          shape="cover"
          onUpload={onUpload}
          onRemove={() => Promise.resolve()}
        />
      </FluentProvider>
    </IntlProvider>,
  );
  return screen.getByTestId('image-upload-cover') as HTMLInputElement;
}

function choose(input: HTMLInputElement, file: File) {
  fireEvent.change(input, { target: { files: [file] } });
}

describe('ImageUploadField', () => {
  it('refuses a file over 8 MB or of another type without sending it', () => {
    const onUpload = vi.fn(() => Promise.resolve());
    const input = renderField(onUpload);
    const big = new File(['x'], 'groot.jpg', { type: 'image/jpeg' });
    Object.defineProperty(big, 'size', { value: IMAGE_UPLOAD_MAX_BYTES + 1 });
    choose(input, big);
    expect(screen.getByRole('alert').textContent).toContain('groter dan 8 MB');
    choose(input, new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));
    expect(screen.getByRole('alert').textContent).toContain('Kies een JPEG-');
    expect(onUpload).not.toHaveBeenCalled();
    expect(screen.getByText('Nog geen afbeelding')).toBeTruthy();
  });

  it("sends a good file and shows the server's refusal", async () => {
    const onUpload = vi.fn(() =>
      Promise.reject(
        new ApiError('refused', {
          status: 422,
          code: 'validation_failed',
          errors: [
            {
              status: '422',
              code: 'validation_failed',
              title: 'Unprocessable Entity',
              detail: 'Dit bestand is geen afbeelding die we kunnen gebruiken.',
            },
          ],
        }),
      ),
    );
    const input = renderField(onUpload);
    const file = new File(['jpeg'], 'foto.jpg', { type: 'image/jpeg' });
    choose(input, file);
    expect(onUpload).toHaveBeenCalledWith(file);
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Dit bestand is geen afbeelding die we kunnen gebruiken.',
      ),
    );
  });
});
