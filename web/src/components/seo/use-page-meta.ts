/**
 * Sets the page title, meta description and robots while a page is shown, and puts the brand
 * defaults back when it is left (the title returns to the brand name). When a page is
 * prerendered, the same values are handed to the prerender through PageMetaCollector.
 */
import { createContext, useContext, useEffect } from 'react';
import { BRAND_NAME } from '@safe-haven/shared/constants';

export const DEFAULT_DESCRIPTION = 'Safe Haven: private, invitation-only resorts built for comfort and readiness.';

const metaTag = (name: string): HTMLMetaElement => {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = name;
    document.head.appendChild(tag);
  }
  return tag;
};

export interface PageMeta {
  title: string;
  description: string;
  /** Invitation pages and founder sign-up are kept out of search engines. */
  noindex?: boolean;
}

/** Provided only by the prerender: the page being rendered writes its meta here. */
export const PageMetaCollector = createContext<{ meta?: PageMeta } | undefined>(undefined);

export const usePageMeta = ({ title, description, noindex = false }: PageMeta): void => {
  const collector = useContext(PageMetaCollector);
  if (collector) collector.meta = { title, description, noindex };
  useEffect(() => {
    document.title = title;
    metaTag('description').content = description;
    const robots = noindex ? metaTag('robots') : undefined;
    if (robots) robots.content = 'noindex, nofollow';
    return () => {
      document.title = BRAND_NAME;
      metaTag('description').content = DEFAULT_DESCRIPTION;
      robots?.remove();
    };
  }, [title, description, noindex]);
};
