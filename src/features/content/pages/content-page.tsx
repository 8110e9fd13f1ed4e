// The catch-all content page '/:slug': a published page of the center (drafts for its editors,
// marked as such), in the reader's language with the other one as fallback. An unknown slug is
// SPEC's 404 ('Page Not Found: /slug'); '/' is the home page (src/app/pages/home-page.tsx).
import { useLayoutEffect } from 'react';
import { isApiError } from '../../../lib/api-client';
import { showAppError } from '../../../lib/app-error';
import { PageSpinner } from '../../../components/page-spinner';
import { ErrorMessage } from '../../../components/error-message';
import { useT } from '../../../lib/use-t';
import { usePage } from '../api/pages';
import { ContentPageView } from '../components/content-page-view';

interface Props {
  params: { slug?: string };
}

export default function ContentPage({ params }: Props) {
  const slug = params.slug;
  const t = useT();
  const page = usePage(slug);
  const missing = !slug || (isApiError(page.error) && page.error.status === 404);
  useLayoutEffect(() => {
    if (slug && missing)
      showAppError({ statusCode: 404, message: `Page Not Found: /${slug}`, path: `/${slug}` });
  }, [slug, missing]);
  if (missing) return null;
  if (page.isPending) return <PageSpinner label={t('content.page.loading')} />;
  if (!page.data) return <ErrorMessage error={page.error} />;
  return <ContentPageView page={page.data} />;
}
