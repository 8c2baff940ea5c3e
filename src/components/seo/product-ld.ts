/**
 * `Product` JSON-LD for the two models' pages (/product/plus, /product/dr-details in every
 * locale), handed to BaseLayout's `jsonLd` prop. Names, price and images come from the product
 * facts; the description is the page's own (its meta description). An `Offer` appears only
 * where the locale shows the price (site.ts `priceDisplay`): the chair model has no published
 * price, and the top-end model's is shown in English and Chinese only.
 */
import { type ImageSlot, images } from '../../content/images.ts';
import { chairModel, showsTopModelPrice, topModel } from '../../content/products.ts';
import { site } from '../../content/site.ts';
import type { SalesStatus } from '../../domain/site-facts/facts.ts';
import type { Locale } from '../../i18n/locales.ts';

/** schema.org availability per sales status (/admin/site). */
const availability: Record<SalesStatus, string> = {
  planned: 'https://schema.org/PreSale',
  preorder: 'https://schema.org/PreOrder',
  on_sale: 'https://schema.org/InStock',
  ended: 'https://schema.org/Discontinued',
};

export type ProductModelId = typeof chairModel.id | typeof topModel.id;

interface Model {
  name: string;
  /** The first pictures of the page's gallery. */
  images: ImageSlot[];
  /** The offer where `locale` shows the price: tax-included yen and a schema.org availability. */
  offer(locale: Locale, status: SalesStatus): { priceYen: number; availability: string } | undefined;
}

const models: Record<ProductModelId, Model> = {
  plus: {
    name: chairModel.name,
    images: [images.productPlusFront, images.productPlusSide],
    offer: () => undefined,
  },
  dr: {
    name: topModel.name,
    images: [images.productDrFront, images.productDrSide],
    offer: (locale, status) =>
      showsTopModelPrice(locale)
        ? { priceYen: topModel.priceYenTaxIncluded, availability: availability[status] }
        : undefined,
  },
};

export interface ProductLdInput {
  locale: Locale;
  description: string;
  origin: string;
  path: string;
  /** The model's sales status at render time; on sale when not given. */
  status?: SalesStatus;
}

const absolute = (origin: string, path: string) => new URL(path, `${origin.replace(/\/+$/, '')}/`).href;

export function productLd(id: ProductModelId, input: ProductLdInput): Record<string, unknown> {
  const model = models[id];
  const url = absolute(input.origin, input.path);
  const offer = model.offer(input.locale, input.status ?? 'on_sale');
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: model.name,
    brand: { '@type': 'Brand', name: site.brand },
    description: input.description,
    image: model.images.map((image) => absolute(input.origin, image.src)),
    url,
    ...(offer && {
      offers: {
        '@type': 'Offer',
        url,
        price: offer.priceYen,
        priceCurrency: 'JPY',
        availability: offer.availability,
        priceSpecification: {
          '@type': 'PriceSpecification',
          price: offer.priceYen,
          priceCurrency: 'JPY',
          valueAddedTaxIncluded: true,
        },
      },
    }),
  };
}
