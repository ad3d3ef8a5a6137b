import { useTranslation } from "@/shared/i18n/useTranslation";
import "./horoscope.css";

/** Says that the text is demo content, not an astrologer's or an almanac's. */
export function SampleBadge() {
  const { t } = useTranslation();
  return (
    <p className="horoscope-sample" role="note" data-testid="sample-notice">
      {t("horoscope.sample")}
    </p>
  );
}
