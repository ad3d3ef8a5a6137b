import { useTranslation } from "@/shared/i18n/useTranslation";

/**
 * The red "Live" badge. A hidden separator ends it, so a link named by the badge and the title
 * reads "Live: VIDEO: …", not "LIVEVIDEO: …".
 */
export function LiveMark({ isOverlay = false }: { isOverlay?: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <span className={isOverlay ? "live-mark live-mark--overlay" : "live-mark"}>
        {t("news.live")}
        <span className="visually-hidden">:</span>
      </span>{" "}
    </>
  );
}
