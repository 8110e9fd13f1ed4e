// A header or phone menu entry's link: inside the app through AppLink, an external link of the
// center's own menu as a plain link that opens in a new tab.
import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { AppLink } from '../../components/app-link';

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  external?: boolean;
  preloadOnView?: boolean;
};

export const MenuLink = forwardRef<HTMLAnchorElement, Props>(function MenuLink(
  { external, preloadOnView, children, ...rest },
  ref,
) {
  if (external) {
    return (
      <a ref={ref} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
      </a>
    );
  }
  return (
    <AppLink ref={ref} preloadOnView={preloadOnView} {...rest}>
      {children}
    </AppLink>
  );
});
