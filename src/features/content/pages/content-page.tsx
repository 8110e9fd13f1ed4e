// The catch-all content page '/:slug?': '/' is the center's home page; any other single
// segment is a content page, which is a 404 until a page with that slug exists (content issue).
import { useLayoutEffect } from 'react';
import { showAppError } from '../../../lib/app-error';
import { HomePage } from '../components/home-page';

interface Props {
  params: { slug?: string };
}

export default function ContentPage({ params }: Props) {
  const slug = params.slug;
  useLayoutEffect(() => {
    if (slug)
      showAppError({ statusCode: 404, message: `Page Not Found: /${slug}`, path: `/${slug}` });
  }, [slug]);
  return slug ? null : <HomePage />;
}
