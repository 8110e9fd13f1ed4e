// /gelderse-handen: the campaign's landing page, in the empty layout: the content page with that
// slug (layout 'landing'), edited like any other page; the SPEC 404 until it exists.
import ContentPage from './content-page';

export default function LandingPage() {
  return <ContentPage params={{ slug: 'gelderse-handen' }} />;
}
