import { useEffect, useMemo, useRef } from "react";
import { useTranslation } from "@/shared/i18n/useTranslation";
import { reportImpression } from "../api/useAdSlot";
import { prepareHtmlCreative } from "../model/htmlCreative";
import type { FilledSlot } from "../model/types";

/** Counts one impression when at least half of the creative has been on screen. */
function useImpression(viewKey: string, creativeId: number) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    if (typeof IntersectionObserver === "undefined") {
      reportImpression(viewKey, creativeId);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          reportImpression(viewKey, creativeId);
          observer.disconnect();
        }
      },
      { threshold: 0.5 },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [viewKey, creativeId]);
  return ref;
}

/** The banner itself, filling the box its slot reserved: a linked image or sanitised HTML. */
export function AdCreativeView({ slot, viewKey }: { slot: FilledSlot; viewKey: string }) {
  const { t } = useTranslation();
  const { creative, width, height } = slot;
  const ref = useImpression(viewKey, creative.id);
  const html = useMemo(
    () => (creative.kind === "html" && creative.html ? prepareHtmlCreative(creative.html, creative.click_url) : ""),
    [creative.kind, creative.html, creative.click_url],
  );
  const newTab = <span className="visually-hidden"> {t("ads.opensInNewTab")}</span>;

  if (creative.kind === "html") {
    const hasOwnLinks = /<a[\s>]/i.test(html);
    const body = <div className="ad-creative__html" dangerouslySetInnerHTML={{ __html: html }} />;
    return (
      <div ref={ref} className="ad-creative" data-creative-id={creative.id}>
        {creative.click_url && !hasOwnLinks ? (
          <a className="ad-creative__link" href={creative.click_url} ping={creative.click_url} rel="sponsored noopener" target="_blank">
            {body}
            {newTab}
          </a>
        ) : (
          body
        )}
      </div>
    );
  }

  const image = (
    <img
      className="ad-creative__image"
      src={creative.image_url}
      width={width}
      height={height}
      alt={creative.alt_text || t("ads.label")}
      decoding="async"
    />
  );
  return (
    <div ref={ref} className="ad-creative" data-creative-id={creative.id}>
      {creative.click_url ? (
        <a className="ad-creative__link" href={creative.click_url} ping={creative.click_url} rel="sponsored noopener" target="_blank">
          {image}
          {newTab}
        </a>
      ) : (
        image
      )}
    </div>
  );
}
