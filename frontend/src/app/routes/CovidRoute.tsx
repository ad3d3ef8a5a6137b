import { useTranslation } from "@/shared/i18n/useTranslation";
import { Link } from "@/shared/router/Router";
import { useCovid } from "@/features/covid/api/useCovid";
import { CovidCounters } from "@/features/covid/components/CovidCounters";
import { useHead } from "@/shared/hooks/useHead";
import { pathTo } from "@/app/screenPaths";

/** `/covid`: the last reported counters, with their day and source. */
export function CovidRoute() {
  const { t } = useTranslation();
  const covid = useCovid();
  useHead({ title: `${t("covid.title")} · ${t("site.name")}`, description: t("covid.description") });
  const counters = covid.data?.covid19;
  return (
    <div className="covid">
      <h1 className="page-title">{t("covid.title")}</h1>
      {covid.isPending && <p role="status">{t("news.loading")}</p>}
      {covid.error && (
        <p className="error" role="alert">
          {t("errors.loadFailed")}
        </p>
      )}
      {covid.data && !counters && <p>{t("covid.noData")}</p>}
      {counters && <CovidCounters counters={counters} />}
      <p>
        <Link className="button" to={pathTo("covid-charts")}>
          {t("covid.chartsLink")}
        </Link>
      </p>
    </div>
  );
}
