import { useEffect, useState } from "react";
import { useTranslation } from "@/shared/i18n/useTranslation";
import { requestAdSlot, useAdPageView, useReservedSize } from "../api/useAdSlot";
import { useAdSdk } from "../api/useAdSdk";
import { BIG_BANNER_VISIBLE_MS, readShownAt, shouldShowBigBanner, shownAtCookie } from "../model/bigBanner";
import type { SlotAnswer } from "../model/slotRegistry";
import { AdCreativeView } from "./AdCreativeView";
import { slotBoxStyle } from "./AdSlot";
import "./ads.css";

const SLOT_ID = "big-banner";
const WIDTH = 1170;
const HEIGHT = 250;
/** How long the slide-up animation runs before the banner is removed (see ads.css). */
const LEAVE_MS = 450;

type Phase = "checking" | "wanted" | "shown" | "leaving" | "gone";

/**
 * The front page's big banner (1170 by 250): slides down over the top of the page, leaves
 * after five seconds with a slide-up animation, and stays away for the cool-down (a cookie).
 * It floats above the page instead of pushing it, so neither coming nor going shifts the layout.
 */
export function BigBanner() {
  const { t } = useTranslation();
  const [phase, setPhase] = useState<Phase>("checking");
  const isFilled = useReservedSize(SLOT_ID, { width: WIDTH, height: HEIGHT }) !== null;
  const view = useAdPageView();
  const [answer, setAnswer] = useState<SlotAnswer | undefined>(undefined);
  const sdk = useAdSdk(isFilled && phase !== "checking" && phase !== "gone");
  const isReady = answer != null && (sdk === "off" || sdk === "ready");

  useEffect(() => {
    // The cookie is read in the browser only: the server's page is shared by every reader. Asking
    // in this first effect puts the banner in the same request as the page's other slots.
    const isDue = isFilled && shouldShowBigBanner(readShownAt(document.cookie), Date.now());
    setPhase(isDue ? "wanted" : "gone");
    if (isDue) return requestAdSlot(SLOT_ID, view, setAnswer);
  }, [isFilled, view.key]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    if (phase !== "wanted" || !isReady) return;
    document.cookie = shownAtCookie(Date.now());
    setPhase("shown");
  }, [phase, isReady]);

  useEffect(() => {
    if (phase === "shown") {
      const timer = window.setTimeout(() => setPhase("leaving"), BIG_BANNER_VISIBLE_MS);
      return () => window.clearTimeout(timer);
    }
    if (phase === "leaving") {
      const timer = window.setTimeout(() => setPhase("gone"), LEAVE_MS);
      return () => window.clearTimeout(timer);
    }
  }, [phase]);

  if ((phase !== "shown" && phase !== "leaving") || !answer) return null;
  return (
    <div className={`big-banner big-banner--${phase}`} data-ad-slot={SLOT_ID} role="region" aria-label={t("ads.label")}>
      <div className="big-banner__inner">
        <div className="big-banner__bar">
          <span className="ad-slot__label">{t("ads.label")}</span>
          <button type="button" className="ad-close" onClick={() => setPhase("leaving")} aria-label={t("ads.close")}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className="ad-slot__box" style={slotBoxStyle(WIDTH, HEIGHT)}>
          <AdCreativeView slot={answer} viewKey={view.key} />
        </div>
      </div>
    </div>
  );
}
