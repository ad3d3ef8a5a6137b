import { useTranslation } from "@/shared/i18n/useTranslation";
import "./covid.css";

/** The attribution the licence asks for. */
export function CovidSource({ source, url }: { source: string; url?: string }) {
  const { t } = useTranslation();
  return (
    <p className="covid-source">
      {t("covid.source")}:{" "}
      {url ? (
        <a href={url} rel="noopener" lang="en">
          {source}
        </a>
      ) : (
        <span lang="en">{source}</span>
      )}
    </p>
  );
}
