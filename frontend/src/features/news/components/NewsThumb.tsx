import { buildSrcSet, pickRendition } from "../model/renditions";
import type { NewsItem } from "../model/types";

/** The size classes of thumbnails: the `sizes` hint must match the CSS widths of each. */
export type ThumbSize = "lead" | "wide" | "card" | "small";

const SIZES: Record<ThumbSize, string> = {
  lead: "(min-width: 1024px) 560px, 100vw",
  wide: "(min-width: 1024px) 860px, 100vw", // a lead across the whole main column
  card: "(min-width: 1024px) 280px, (min-width: 640px) 45vw, 100vw",
  small: "112px",
};

const FALLBACK_WIDTH: Record<ThumbSize, number> = { lead: 960, wide: 960, card: 480, small: 240 };

/** The most pixels a slot needs: only the small one has a fixed width (112 px on a 3x screen). */
const WIDEST: Partial<Record<ThumbSize, number>> = { small: 112 * 3 };

/**
 * A 16:9 thumbnail whose space is reserved before it loads (no layout shift). It sits inside the
 * card's link beside the title, so it is decorative: an alt repeating the title made screen readers
 * read every headline twice.
 */
export function NewsThumb({ item, size, isPriority = false }: { item: NewsItem; size: ThumbSize; isPriority?: boolean }) {
  const src = pickRendition(item.renditions, FALLBACK_WIDTH[size]) ?? item.welcome_pic_nodomain;
  if (!src) return <span className={`news-thumb news-thumb--${size} news-thumb--empty`} aria-hidden="true" />;
  const srcSet = buildSrcSet(item.renditions, WIDEST[size]);
  const width = FALLBACK_WIDTH[size];
  return (
    <img
      className={`news-thumb news-thumb--${size}`}
      src={src}
      srcSet={srcSet || undefined}
      sizes={srcSet ? SIZES[size] : undefined}
      width={width}
      height={Math.round((width * 9) / 16)}
      alt=""
      loading={isPriority ? "eager" : "lazy"}
      fetchPriority={isPriority ? "high" : undefined}
      decoding="async"
    />
  );
}
