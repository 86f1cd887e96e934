import { ResponsiveImage } from "../images/ResponsiveImage.tsx";

/** The banner most content pages open with, then the page's main heading. */
export function PageHero({
  image,
  title,
  width = 1600,
  height = 500,
  children,
}: {
  image: string;
  title: string;
  width?: number;
  height?: number;
  children?: React.ReactNode;
}) {
  return (
    <>
      <div className="page-hero">
        {/* The banner is the page's largest paint: fetched first, never lazily. */}
        <ResponsiveImage src={image} alt="" width={width} height={height} sizes="100vw" priority decoding="sync" />
      </div>
      <div className="container page-heading">
        <h1>{title}</h1>
        {children}
      </div>
    </>
  );
}
