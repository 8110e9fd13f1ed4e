import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ImageAttributes } from '../../common/schemas/files';
import { ResponsiveImage } from './responsive-image';

const IMAGE: ImageAttributes = {
  id: 'f1',
  width: 1280,
  height: 853,
  alt: 'Vrijwilligers in de tuin',
  sources: [
    {
      type: 'image/avif',
      srcset: '/uploads/demo/files/f1/320.avif 320w, /uploads/demo/files/f1/1280.avif 1280w',
    },
    {
      type: 'image/webp',
      srcset: '/uploads/demo/files/f1/320.webp 320w, /uploads/demo/files/f1/1280.webp 1280w',
    },
  ],
  url: '/uploads/demo/files/f1/640.webp',
};

afterEach(cleanup);

function renderImage(props: Partial<Parameters<typeof ResponsiveImage>[0]> = {}) {
  return render(
    <FluentProvider theme={webLightTheme}>
      <ResponsiveImage image={IMAGE} sizes="(min-width: 1024px) 33vw, 100vw" {...props} />
    </FluentProvider>,
  );
}

describe('ResponsiveImage', () => {
  it('renders a picture with AVIF first, then WebP, and a lazy img with its size and alt', () => {
    const { container } = renderImage();
    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources.map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]!.getAttribute('srcset')).toBe(IMAGE.sources[0]!.srcset);
    expect(sources[0]!.getAttribute('sizes')).toBe('(min-width: 1024px) 33vw, 100vw');
    const img = container.querySelector('picture > img')!;
    expect(img.getAttribute('src')).toBe(IMAGE.url);
    expect(img.getAttribute('width')).toBe('1280');
    expect(img.getAttribute('height')).toBe('853');
    expect(img.getAttribute('alt')).toBe('Vrijwilligers in de tuin');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('decoding')).toBe('async');
    expect(img.hasAttribute('fetchpriority')).toBe(false);
  });

  it('loads a priority image eagerly with high fetch priority; alt can be overridden (empty: decorative)', () => {
    const { container } = renderImage({ priority: true, alt: '' });
    const img = container.querySelector('img')!;
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
    expect(img.getAttribute('alt')).toBe('');
  });
});
