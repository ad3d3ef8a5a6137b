import { useEffect, useState, type RefObject } from "react";
import { useTranslation } from "@/shared/i18n/useTranslation";
import { buildShareLinks, shouldOfferSelectionShare } from "../model/selectionShare";

interface Offer {
  text: string;
  top: number;
  left: number;
}

/** The reader's current selection inside `container`, positioned relative to it; null when there is none. */
function readSelection(container: HTMLElement): Offer | null {
  const selection = window.getSelection();
  if (!selection || selection.isCollapsed || selection.rangeCount === 0) return null;
  const range = selection.getRangeAt(0);
  if (!container.contains(range.commonAncestorContainer)) return null;
  const text = selection.toString();
  if (!shouldOfferSelectionShare(text)) return null;
  const rect = range.getBoundingClientRect();
  const box = container.getBoundingClientRect();
  const half = 110; // half the popup's width: keep it inside the column
  const left = Math.min(Math.max(rect.left + rect.width / 2 - box.left, half), Math.max(half, box.width - half));
  return { text: text.trim(), top: rect.top - box.top, left };
}

/**
 * Selecting text in the body offers sharing it to a social network, only for a non-empty
 * selection shorter than 400 characters (spec section 1); the offer sits just above the selection.
 */
export function SelectionSharePopup({ container, articleUrl, onShare }: { container: RefObject<HTMLElement | null>; articleUrl: string; onShare: () => void }) {
  const { t } = useTranslation();
  const [offer, setOffer] = useState<Offer | null>(null);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const node = container.current;
      setOffer(node ? readSelection(node) : null);
    };
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    document.addEventListener("selectionchange", schedule);
    return () => {
      document.removeEventListener("selectionchange", schedule);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [container]);

  if (!offer) return null;
  const links = buildShareLinks(articleUrl, offer.text);
  return (
    <div
      className="selection-share"
      role="group"
      aria-label={t("article.shareSelection")}
      data-testid="selection-share"
      style={{ top: offer.top, left: offer.left }}
      // Pressing a link must not clear the selection before the click lands.
      onMouseDown={(event) => event.preventDefault()}
    >
      <span className="selection-share__label">{t("article.shareSelection")}</span>
      <a href={links.facebook} target="_blank" rel="noopener noreferrer" onClick={onShare}>
        Facebook<span className="visually-hidden"> {t("news.opensInNewTab")}</span>
      </a>
      <a href={links.x} target="_blank" rel="noopener noreferrer" onClick={onShare}>
        X<span className="visually-hidden"> {t("news.opensInNewTab")}</span>
      </a>
    </div>
  );
}
