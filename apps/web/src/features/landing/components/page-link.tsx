import { createContext, useContext, type ReactNode } from 'react';

export interface PageLinkProps {
  /** A path on this site, e.g. '/auth?tab=signup'. */
  to: string;
  className?: string;
  onClick?: () => void;
  'aria-label'?: string;
  children: ReactNode;
}

type RenderLink = (props: PageLinkProps) => ReactNode;

/** A plain link, a full page load: the landing page's own entry (landing-main.tsx) carries no router. */
const renderPlainLink: RenderLink = ({ to, ...props }) => <a href={to} {...props} />;

const PageLinkContext = createContext<RenderLink>(renderPlainLink);

/** Inside the app, its route gives the router's Link here, so leaving the landing page needs no reload. */
export const PageLinkProvider = PageLinkContext.Provider;

/** A link from the landing page to another page (sign-in, the app…), whichever way this page was loaded. */
export function PageLink(props: PageLinkProps) {
  const renderLink = useContext(PageLinkContext);
  return renderLink(props);
}
