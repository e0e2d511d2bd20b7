/**
 * Sets the page title, meta description and robots while a page is shown, and puts the brand
 * defaults back when it is left (the spec: "the title resets to the brand name").
 */
import { useEffect } from 'react';
import { BRAND_NAME } from '@safe-haven/shared/constants';

const DEFAULT_DESCRIPTION = 'Safe Haven: private, invitation-only resorts built for comfort and readiness.';

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

export const usePageMeta = ({ title, description, noindex = false }: PageMeta): void => {
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
