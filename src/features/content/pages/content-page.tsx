// The catch-all content page '/:slug': a content page, which is a 404 until a page with that
// slug exists (content issue). '/' is the home page (src/app/pages/home-page.tsx).
import { useLayoutEffect } from 'react';
import { showAppError } from '../../../lib/app-error';

interface Props {
  params: { slug?: string };
}

export default function ContentPage({ params }: Props) {
  const slug = params.slug;
  useLayoutEffect(() => {
    if (slug)
      showAppError({ statusCode: 404, message: `Page Not Found: /${slug}`, path: `/${slug}` });
  }, [slug]);
  return null;
}
