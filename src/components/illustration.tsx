// Shows one of the shipped illustrations recoloured to the theme in force: the file's drawing is
// referenced with <use>, so the theme's --ill-* custom properties (build-theme.ts) reach inside it.
// It fills its box like object-fit: cover and keeps its 16:10 ratio unless the box says otherwise.
import { makeStyles, mergeClasses } from '@fluentui/react-components';
import {
  ILLUSTRATION_HEIGHT,
  ILLUSTRATION_SYMBOL,
  ILLUSTRATION_VIEWBOX,
  ILLUSTRATION_WIDTH,
} from '../lib/illustrations';

const useStyles = makeStyles({
  root: { display: 'block', width: '100%', height: 'auto', aspectRatio: '16 / 10' },
});

export function Illustration({
  src,
  label,
  className,
  fit = 'cover',
}: {
  /** From categoryIllustrationUrl() or heroIllustrationUrl(). */
  src: string;
  /** A text alternative when the picture says something; without one it is decorative. */
  label?: string;
  className?: string;
  /** 'cover' fills the box (cropping); 'end' shows it whole at the box's right, bottom aligned. */
  fit?: 'cover' | 'end';
}) {
  const styles = useStyles();
  return (
    <svg
      className={mergeClasses(styles.root, className)}
      viewBox={ILLUSTRATION_VIEWBOX}
      width={ILLUSTRATION_WIDTH}
      height={ILLUSTRATION_HEIGHT}
      preserveAspectRatio={fit === 'end' ? 'xMaxYMax meet' : 'xMidYMid slice'}
      focusable="false"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      <use href={`${src}#${ILLUSTRATION_SYMBOL}`} />
    </svg>
  );
}
