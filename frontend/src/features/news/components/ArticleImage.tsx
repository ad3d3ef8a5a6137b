import { useEffect, useRef, useState } from "react";
import { throttle } from "@/shared/lib/throttle";
import { buildSrcSet, pickRendition } from "../model/renditions";
import type { Article } from "../model/readingTypes";

/** Before the image is measured: the article column's width at each layout (global.css .page). */
const COLUMN_SIZES = "(min-width: 1240px) 860px, (min-width: 1024px) calc(100vw - 380px), calc(100vw - 32px)";
const FALLBACK_WIDTH = 960;
const RESIZE_THROTTLE_MS = 1000;

/**
 * The article's main image. `sizes` names the displayed width, so the browser picks the smallest
 * rendition at least that wide; it is measured after hydration and again on resize (at most once a second).
 */
export function ArticleImage({ article }: { article: Article }) {
  const image = useRef<HTMLImageElement>(null);
  const [displayWidth, setDisplayWidth] = useState<number | null>(null);

  useEffect(() => {
    const measure = () => {
      const width = image.current?.clientWidth ?? 0;
      if (width > 0) setDisplayWidth(Math.round(width));
    };
    measure();
    const onResize = throttle(measure, RESIZE_THROTTLE_MS);
    window.addEventListener("resize", onResize);
    return () => {
      window.removeEventListener("resize", onResize);
      onResize.cancel();
    };
  }, []);

  const srcSet = buildSrcSet(article.renditions);
  const dpr = typeof window === "undefined" ? 1 : window.devicePixelRatio || 1;
  const src =
    pickRendition(article.renditions, displayWidth ? displayWidth * dpr : FALLBACK_WIDTH) ?? article.welcome_pic_nodomain;
  if (!src) return null;
  const width = article.image_width ?? 1280;
  const height = article.image_height ?? 720;
  return (
    <figure className="article-hero">
      <img
        ref={image}
        className="article-hero__image"
        src={src}
        srcSet={srcSet || undefined}
        sizes={srcSet ? (displayWidth ? `${displayWidth}px` : COLUMN_SIZES) : undefined}
        width={width}
        height={height}
        alt={article.image_caption || article.title}
        fetchPriority="high"
        decoding="async"
      />
      {article.image_caption && <figcaption className="article-hero__caption">{article.image_caption}</figcaption>}
    </figure>
  );
}
