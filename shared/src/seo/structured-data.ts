import type { BreadcrumbList, WithContext } from 'schema-dts';

/**
 * schema.org pieces every page's JSON-LD may use, typed by schema-dts. A page's own objects (a
 * Product, an Event, an Article) are built in its remote, beside its head.
 */
export const SCHEMA_ORG = 'https://schema.org';

export interface Crumb {
  name: string;
  /** Absolute URL. */
  url: string;
}

export function breadcrumbListLd(crumbs: Crumb[]): WithContext<BreadcrumbList> {
  return {
    '@context': SCHEMA_ORG,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}
