import type { CSSProperties } from "react";
import { useTranslation } from "@/shared/i18n/useTranslation";
import { useAdCreative, useReservedSize } from "../api/useAdSlot";
import { useAdSdk } from "../api/useAdSdk";
import { AdCreativeView } from "./AdCreativeView";
import "./ads.css";

interface AdSlotProps {
  slotId: string;
  width: number;
  height: number;
  /** The element the slot uses (e.g. "li" inside a list). */
  as?: "div" | "li";
}

/** The box of a slot: exactly width x height (scaled down on narrow screens), nothing more. */
export function slotBoxStyle(width: number, height: number): CSSProperties {
  return { aspectRatio: `${width} / ${height}`, maxWidth: `${width}px` };
}

/**
 * A named banner slot (spec sections 2 and 9). The server render already holds its box when
 * the slot has a running creative, so the banner fills it without moving anything; a slot
 * without one renders nothing. The creative comes after hydration, in one request per page.
 */
export function AdSlot({ slotId, width, height, as: Tag = "div" }: AdSlotProps) {
  const { t } = useTranslation();
  const size = useReservedSize(slotId, { width, height });
  const isReserved = size !== null;
  const { answer, view } = useAdCreative(slotId, isReserved);
  const sdk = useAdSdk(isReserved);
  // Nothing to show (or the SDK the banners depend on failed): the slot takes no space.
  if (!size || answer === null || sdk === "failed") return null;
  const isShown = answer !== undefined && (sdk === "off" || sdk === "ready");
  return (
    <Tag className={`ad-slot ad-slot--${Tag}`} data-ad-slot={slotId} data-state={isShown ? "filled" : "loading"}>
      <span className="ad-slot__label">{t("ads.label")}</span>
      <div className="ad-slot__box" style={slotBoxStyle(size.width, size.height)}>
        {isShown && <AdCreativeView slot={answer} viewKey={view.key} />}
      </div>
    </Tag>
  );
}
