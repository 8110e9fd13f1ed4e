// '/:slug?': '/' is the center's home page (the storefront, composed here from two features);
// any other single segment is a content page, loaded only then: the home page is the first
// load of most visitors and stays within its script budget without the content page's code.
import { lazy, Suspense } from 'react';
import type { RoutePageProps } from '../route-table';
import { HomePage } from './home-page';

const ContentPage = lazy(() => import('../../features/content/pages/content-page'));

export default function HomeOrContentPage({ params }: RoutePageProps) {
  const slug = typeof params.slug === 'string' ? params.slug : undefined;
  if (!slug) return <HomePage />;
  return (
    <Suspense fallback={null}>
      <ContentPage params={{ slug }} />
    </Suspense>
  );
}
