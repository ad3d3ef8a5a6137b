import { useTranslation } from "@/shared/i18n/useTranslation";
import "./elections.css";

/** Says plainly that the source data has no figures here, instead of an empty table. */
export function NotPublished({ what }: { what: string }) {
  const { t } = useTranslation();
  return (
    <p className="not-published" data-testid="not-published">
      {t("elections.notPublished", { what })}
    </p>
  );
}
