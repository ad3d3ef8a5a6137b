import { useTranslation } from "@/shared/i18n/useTranslation";
import { Link } from "@/shared/router/Router";
import { useCovidCharts } from "@/features/covid/api/useCovid";
import { CovidChart } from "@/features/covid/components/CovidChart";
import { CovidSource } from "@/features/covid/components/CovidSource";
import { useHead } from "@/shared/hooks/useHead";
import { formatDate } from "@/shared/lib/formatDate";
import { pathTo } from "@/app/screenPaths";

/** `/covid-charts`: the daily series over a chosen period. */
export function CovidChartsRoute() {
  const { t, i18n } = useTranslation();
  const charts = useCovidCharts();
  useHead({ title: `${t("covid.chartsTitle")} · ${t("site.name")}`, description: t("covid.description") });
  const data = charts.data;
  return (
    <div className="covid">
      <h1 className="page-title">{t("covid.chartsTitle")}</h1>
      {charts.isPending && <p role="status">{t("news.loading")}</p>}
      {charts.error && (
        <p className="error" role="alert">
          {t("errors.loadFailed")}
        </p>
      )}
      {data && data.series.date.length === 0 && <p>{t("covid.noData")}</p>}
      {data && data.series.date.length > 0 && (
        <>
          <p className="page-intro">{t("covid.chartsIntro", { from: formatDate(data.start ?? "", i18n.language), to: formatDate(data.end ?? "", i18n.language) })}</p>
          <CovidChart data={data} />
          <CovidSource source={data.source} />
        </>
      )}
      <p>
        <Link to={pathTo("covid")}>{t("covid.countersLink")}</Link>
      </p>
    </div>
  );
}
