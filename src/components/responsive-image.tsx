// An uploaded image from the files module: a <picture> with its AVIF and WebP srcsets and an <img>
// that carries the intrinsic width and height (the browser reserves the space: no layout shift),
// loads lazily unless it is the page's main image (`priority`), and decodes off the main thread.
import { makeStyles, mergeClasses } from '@fluentui/react-components';
import type { CSSProperties } from 'react';
import type { ImageAttributes } from '../../common/schemas/files';

const useStyles = makeStyles({
  picture: { display: 'contents' },
  image: { display: 'block', maxWidth: '100%', height: 'auto' },
  cover: { width: '100%', height: '100%', objectFit: 'cover' },
});

export interface ResponsiveImageProps {
  image: ImageAttributes;
  /** The `sizes` attribute: how wide the image is shown, e.g. "(min-width: 1024px) 33vw, 100vw". */
  sizes: string;
  /** Text alternative; defaults to the image's own alt. Pass '' for a decorative image. */
  alt?: string;
  /** The page's main image (above the fold): loaded eagerly with high fetch priority. */
  priority?: boolean;
  /** Fill the parent box (object-fit: cover) instead of keeping the intrinsic size. */
  fill?: boolean;
  className?: string;
  style?: CSSProperties;
}

export function ResponsiveImage({
  image,
  sizes,
  alt,
  priority = false,
  fill = false,
  className,
  style,
}: ResponsiveImageProps) {
  const styles = useStyles();
  return (
    <picture className={styles.picture}>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />
      ))}
      <img
        src={image.url}
        width={image.width}
        height={image.height}
        alt={alt ?? image.alt ?? ''}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        {...(priority ? { fetchPriority: 'high' as const } : {})}
        className={mergeClasses(styles.image, fill && styles.cover, className)}
        style={style}
      />
    </picture>
  );
}
