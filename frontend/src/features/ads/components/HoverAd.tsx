import { useId, useRef, useState, type FocusEvent, type KeyboardEvent } from "react";
import { useTranslation } from "@/shared/i18n/useTranslation";
import { useAdCreative, useReservedSize } from "../api/useAdSlot";
import { useAdSdk } from "../api/useAdSdk";
import { AdCreativeView } from "./AdCreativeView";
import { slotBoxStyle } from "./AdSlot";
import "./ads.css";

const SLOT_ID = "hover-ad";
const WIDTH = 1170;
const HEIGHT = 514;

/**
 * The dynamic ad (1170 by 514): only a one-line teaser sits in the page; hovering, focusing
 * or tapping it opens the banner over the content below, and leaving, Escape or the close
 * button puts it away. By default it covers nothing.
 */
export function HoverAd() {
  const { t } = useTranslation();
  const panelId = useId();
  const teaserRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setOpen] = useState(false);
  const [isDismissed, setDismissed] = useState(false);
  const size = useReservedSize(SLOT_ID, { width: WIDTH, height: HEIGHT });
  const { answer, view } = useAdCreative(SLOT_ID, size !== null);
  const sdk = useAdSdk(size !== null);
  if (!size || answer === null || sdk === "failed" || isDismissed) return null;
  const isShown = answer !== undefined && (sdk === "off" || sdk === "ready");

  const close = () => setOpen(false);
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Escape" && isOpen) {
      close();
      teaserRef.current?.focus();
    }
  };

  return (
    <div
      className="hover-ad"
      data-ad-slot={SLOT_ID}
      data-state={isShown ? "filled" : "loading"}
      onMouseEnter={() => isShown && setOpen(true)}
      onMouseLeave={close}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <button
        ref={teaserRef}
        type="button"
        className="hover-ad__teaser"
        aria-expanded={isOpen}
        aria-controls={panelId}
        disabled={!isShown}
        onFocus={() => isShown && setOpen(true)}
        onClick={() => isShown && setOpen(true)}
      >
        <span className="ad-slot__label">{t("ads.label")}</span>
        <span className="hover-ad__hint">{t("ads.hoverHint")}</span>
      </button>
      <div id={panelId} className="hover-ad__panel" hidden={!isOpen || !isShown}>
        <div className="big-banner__bar">
          <span className="ad-slot__label">{t("ads.label")}</span>
          <button
            type="button"
            className="ad-close"
            onClick={() => {
              setDismissed(true);
            }}
            aria-label={t("ads.dismiss")}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className="ad-slot__box" style={slotBoxStyle(size.width, size.height)}>
          {isShown && <AdCreativeView slot={answer} viewKey={view.key} />}
        </div>
      </div>
    </div>
  );
}

