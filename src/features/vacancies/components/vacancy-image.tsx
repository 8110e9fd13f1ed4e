// A vacancy's picture: its cover image when the organization uploaded one, else the illustration
// of its first category that has one (the product's own pictures, in the tenant's colours), else
// the generic illustration. Decorative beside the title that names the vacancy, so alt is empty
// unless the uploader described the cover.
import { Illustration } from '../../../components/illustration';
import { ResponsiveImage } from '../../../components/responsive-image';
import { categoryIllustrationUrl } from '../../../lib/illustrations';
import type { Vacancy } from '../types';

export function VacancyImage({
  vacancy,
  sizes,
  priority = false,
  className,
}: {
  vacancy: Pick<Vacancy, 'coverImage' | 'tags'>;
  /** The `sizes` of the cover's srcset: how wide the picture is drawn at each breakpoint. */
  sizes: string;
  /** The page's main picture (the vacancy page): loaded at once, not lazily. */
  priority?: boolean;
  /** Sizes the picture (the illustration fills its box like object-fit: cover). */
  className?: string;
}) {
  if (vacancy.coverImage) {
    return (
      <ResponsiveImage
        image={vacancy.coverImage}
        sizes={sizes}
        priority={priority}
        fill
        className={className}
      />
    );
  }
  const illustration = vacancy.tags?.find(
    (tag) => tag.kind === 'category' && tag.illustration,
  )?.illustration;
  return <Illustration src={categoryIllustrationUrl(illustration)} className={className} />;
}
