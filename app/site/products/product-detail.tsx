import type { Route } from "./+types/product-detail";
import { QaList } from "../../ui/QaList.tsx";
import { RouteErrorBoundary } from "../layout/ErrorScreen.tsx";
import { Breadcrumbs } from "../layout/Breadcrumbs.tsx";
import { pageMeta } from "../seo/seo.ts";
import { ProductGallery } from "./ProductGallery.tsx";
import { QuotationButton } from "./QuotationButton.tsx";
import { RelatedProducts } from "./RelatedProducts.tsx";
import { visibleChildren } from "../../content/menus/read.server.ts";
import { getProductPage } from "../../content/products/read.server.ts";
import { services } from "../../http/context.server.ts";
import { pageHeaders } from "../../http/cache.ts";
import { loadPreviewableItem } from "../../content/preview.server.ts";
import { useStrings } from "../../i18n/define.ts";
import { siteStrings } from "../layout/strings.ts";
import { productStrings } from "./strings.ts";
import { sectionOf } from "../../content/product-classes/links.ts";
import "./products.css";

export const handle = { islands: ["gallery", "slider"] };

/** /corporate/{slug} and /personal/{slug}: a product of that section only (else 404). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const section = sectionOf(new URL(request.url).pathname);
  return loadPreviewableItem(request, context, async (preview, lang) => {
    const page = await getProductPage(services(context).db, lang, section, params.slug, preview);
    return (
      page && {
        ...page,
        draft: page.product.draft,
        section,
        path: `/${section}/${params.slug}`,
        related: page.related && visibleChildren(page.related),
      }
    );
  });
}

export const headers = pageHeaders;

export function meta(args: Route.MetaArgs) {
  const product = args.loaderData?.product;
  return pageMeta(
    args,
    product && { title: product.title, description: product.description[0], image: product.images[0]?.src },
  );
}

export default function ProductDetail({ loaderData: { product, related, section, path } }: Route.ComponentProps) {
  const t = useStrings(siteStrings);
  const s = useStrings(productStrings);
  const sectionTitle = product.section_title ?? (section === "personal" ? t.personalProducts : t.corporateProducts);
  return (
    <>
      <Breadcrumbs
        trail={[
          { name: sectionTitle, path: `/${section}` },
          { name: product.title, path },
        ]}
      />
      <article className="product-detail container">
        <ProductGallery key={path} images={product.images} title={product.title} />
        <div className="product-detail__text">
          <h1>{product.title}</h1>
          {product.description.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section === "personal" && product.quotation_url && <QuotationButton url={product.quotation_url} />}
        </div>
        {product.qaas.length > 0 && (
          <section className="product-detail__qa" aria-label={s.questions}>
            <QaList items={product.qaas} />
          </section>
        )}
      </article>
      <RelatedProducts title={product.title2} items={related} />
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
