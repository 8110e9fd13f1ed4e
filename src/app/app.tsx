// The routed application inside the providers: guards, layouts, lazy pages, page title,
// the error screen and scroll-to-top on navigation (SPEC section 2).
import {
  Component,
  Suspense,
  lazy,
  useEffect,
  useMemo,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { useIntl } from 'react-intl';
import { Redirect, useLocation } from 'wouter';
import type { TenantConfig } from '../../common/tenants/tenant-configs';
import { PageSpinner } from '../components/page-spinner';
import { useAppContext } from '../lib/app-context';
import { clearAppError, useAppError } from '../lib/app-error';
import { captureError } from '../lib/error-reporting';
import { registerRouteLoaderResolver } from '../lib/route-preload';
import { registerPublicPathCheck } from '../lib/session/redirect-target';
import { useSessionBootstrap } from '../lib/session/use-session-bootstrap';
import { createNotFoundError, selectErrorCase, type AppErrorInfo } from './error-cases';
import { ErrorScreen } from './error-screen';
import { findRoute } from './find-route';
import { useNavigationGuard } from './guards/use-navigation-guard';
import { isCrawler } from './is-crawler';
import { DefaultLayout } from './layouts/default-layout';
import { EmptyLayout } from './layouts/empty-layout';
import { matchPath } from './match-path';
import { formatPageTitle } from './page-title';
import { ROUTES, type RouteDef, type RoutePageProps } from './route-table';

type PageComponent = ComponentType<RoutePageProps>;
type Page = LazyExoticComponent<PageComponent> | PageComponent;
/** Route modules that have arrived (preloaded or rendered before). */
const loadedModules = new Map<RouteDef['load'], PageComponent>();
const loads = new Map<RouteDef['load'], () => Promise<{ default: PageComponent }>>();

/** One-to-one help goes by the tenant's own name in titles ('Burenhulp' in Oldebroek). */
function localizeTitleId(titleId: string, config: TenantConfig): string {
  return titleId === 'route.oneToOneHelp' && config.features.oneToOneHelpName === 'neighbour_help'
    ? 'route.neighbourHelp'
    : titleId;
}

function loaderOf(route: RouteDef) {
  let load = loads.get(route.load);
  if (!load) {
    load = () =>
      route.load().then((module) => {
        loadedModules.set(route.load, module.default);
        return module;
      });
    loads.set(route.load, load);
  }
  return load;
}

// One component per route, chosen the first time it renders and kept (a switch would remount the
// page): the module itself when it has arrived (main.tsx preloads the first page's chunk beside
// the configuration), else a lazy one. React holds a revealed Suspense fallback for ~300 ms, so
// not suspending for a chunk that is already here shows the first page that much sooner.
const pages = new Map<RouteDef['load'], Page>();
function getPage(route: RouteDef): Page {
  let page = pages.get(route.load);
  if (!page) {
    page = loadedModules.get(route.load) ?? lazy(loaderOf(route));
    pages.set(route.load, page);
  }
  return page;
}

registerRouteLoaderResolver((path) => {
  const route = ROUTES.find((r) => matchPath(r.path, path));
  return route ? loaderOf(route) : null;
});
// After sign-in a page that needs it is where a user goes back to; public pages are not, for staff.
registerPublicPathCheck((path) => ROUTES.find((r) => matchPath(r.path, path))?.public ?? true);

class RouteErrorBoundary extends Component<
  { children: ReactNode },
  { error: AppErrorInfo | null }
> {
  override state: { error: AppErrorInfo | null } = { error: null };
  static getDerivedStateFromError(error: unknown): { error: AppErrorInfo } {
    const status = (error as { status?: unknown })?.status;
    return {
      error: {
        statusCode: typeof status === 'number' && status > 0 ? status : null,
        message: error instanceof Error ? error.message : null,
      },
    };
  }
  override componentDidCatch(error: unknown): void {
    captureError(error);
  }
  override render() {
    return this.state.error ? <ErrorScreen error={this.state.error} /> : this.props.children;
  }
}

function PageFallback() {
  const intl = useIntl();
  return <PageSpinner label={intl.formatMessage({ id: 'app.loading' })} />;
}

export function App() {
  const [pathname] = useLocation();
  const intl = useIntl();
  const { tenant } = useAppContext();
  const storedError = useAppError();
  const crawler = useMemo(() => isCrawler(navigator.userAgent), []);
  const match = findRoute(pathname, tenant.tenantConfig);
  useSessionBootstrap();
  const guard = useNavigationGuard(pathname, match);

  const error: AppErrorInfo | null = !match
    ? createNotFoundError(pathname)
    : storedError && storedError.path === pathname
      ? storedError
      : null;

  useEffect(() => {
    clearAppError();
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [pathname]);

  const routeTitle = error
    ? intl.formatMessage({ id: selectErrorCase(error).titleId }, selectErrorCase(error).values)
    : match?.route.titleId
      ? intl.formatMessage({ id: localizeTitleId(match.route.titleId, tenant.tenantConfig) })
      : null;
  useEffect(() => {
    document.title = formatPageTitle(routeTitle, tenant.tenantConfig.appName);
  }, [routeTitle, tenant.tenantConfig.appName]);

  if (guard.type === 'redirect') return <Redirect to={guard.to} replace />;

  let content: ReactNode;
  if (guard.type === 'wait') {
    content = <PageFallback />;
  } else if (error) {
    content = crawler ? <meta name="robots" content="noindex" /> : <ErrorScreen error={error} />;
  } else if (match) {
    const Page = getPage(match.route);
    content = (
      <RouteErrorBoundary key={pathname}>
        <Suspense fallback={<PageFallback />}>
          <Page params={match.params} route={match.route} />
        </Suspense>
      </RouteErrorBoundary>
    );
  }

  if (match?.route.layout === 'empty' && !error) return <EmptyLayout>{content}</EmptyLayout>;
  return <DefaultLayout white={match?.route.whiteBackground ?? false}>{content}</DefaultLayout>;
}
