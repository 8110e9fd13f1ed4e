// '/:slug?': '/' is the center's home page (the storefront, composed here from two features);
// any other single segment is a content page.
import type { RoutePageProps } from '../route-table';
import ContentPage from '../../features/content/pages/content-page';
import { HomePage } from './home-page';

export default function HomeOrContentPage({ params }: RoutePageProps) {
  const slug = typeof params.slug === 'string' ? params.slug : undefined;
  return slug ? <ContentPage params={{ slug }} /> : <HomePage />;
}
