import {
  FRAME_TAB_PARAM,
  frameKindsOf,
  frameTabFrom,
  queryKeys,
  routes,
  type Frame,
  type HeadContext,
  type RouteHead,
} from '@citylens/shared/contracts';
import {
  isFrame,
  listOf,
  SCHEMA_ORG,
  type ProductLd,
  type Thing,
  type WithContext,
} from '@citylens/shared/seo';

export const FRAME_SHOP_DESCRIPTION =
  'Picture and painting frames in black or brown, for the photos you bring home from your travels.';

/** The frame shop's head, with a Product for each frame on the open tab. */
export function frameShopHead({ params, read, absolute, image }: HeadContext): RouteHead {
  const url = absolute(routes.frameShop.href());
  // The frames the page lists on its tab (`?tab=painting`); the canonical page is all of them.
  const kinds = frameKindsOf(frameTabFrom(params.get(FRAME_TAB_PARAM)));
  const frames = kinds.flatMap((kind) => listOf<Frame>(read(queryKeys.frames[kind]()), isFrame));
  const jsonLd: WithContext<Thing>[] = frames.map((frame) =>
    productLd(frame, { url, image: image(frame.black_image_url, frame.name)?.url }),
  );
  const first = frames.find((frame) => frame.black_image_url);
  return {
    title: routes.frameShop.title,
    description: FRAME_SHOP_DESCRIPTION,
    canonical: url,
    image: first && image(first.black_image_url, first.name),
    ogType: 'website',
    jsonLd,
  };
}

/** A frame as schema.org sees it: in US dollars, as the shop shows its prices. */
export function productLd(
  frame: Frame,
  { url, image }: { url: string; image?: string },
): WithContext<ProductLd> {
  const kind = frame.kind === 'painting' ? 'Painting frame' : 'Picture frame';
  return {
    '@context': SCHEMA_ORG,
    '@type': 'Product',
    name: frame.name,
    description:
      frame.description || [kind, frame.frame_size].filter(Boolean).join(', ') || frame.name,
    sku: `${frame.kind}-${frame.id}`,
    category: kind,
    ...(frame.frame_size ? { size: frame.frame_size } : {}),
    ...(image ? { image: [image] } : {}),
    offers: {
      '@type': 'Offer',
      url,
      price: frame.price.toFixed(2),
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
  };
}
