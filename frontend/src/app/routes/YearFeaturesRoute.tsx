import { useTranslation } from "@/shared/i18n/useTranslation";
import { Link, useParams } from "@/shared/router/Router";
import { useYearFeatures } from "@/features/news/api/useYearFeatures";
import { useNow } from "@/shared/hooks/useNow";
import { YearLinks } from "@/shared/ui/YearLinks";
import { pathTo } from "@/app/screenPaths";
import { NewsScreen } from "./NewsScreen";

function YearFeaturesScreen({ year }: { year: string | undefined }) {
  const { t } = useTranslation();
  const { data, error, isPending } = useYearFeatures(year);
  const thisYear = useNow().getFullYear();
  const shown = data?.year ?? (year ? Number(year) : thisYear);
  const tags = data?.tagmedee_main ?? [];
  const intro = (
    <>
      <YearLinks years={data?.years ?? []} current={shown} pathFor={(y) => `/toim/${y}`} label={t("sections.toim.years")} />
      {tags.length > 0 && (
        <ul className="tag-chips" aria-label={t("sections.toim.topics")}>
          {tags.map((tag) => (
            <li key={tag.id}>
              <Link to={pathTo("tag", { slug: tag.slug })}>
                #{tag.name} <span className="tag-chips__count">{t("sections.toim.count", { count: tag.count })}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
  return (
    <NewsScreen
      title={t("sections.toim.title", { year: shown })}
      description={t("sections.toim.description", { year: shown })}
      list={{ items: data?.tagmedee_list ?? [], error, isPending }}
      layout="grid"
      intro={intro}
      empty={t("sections.toim.empty", { year: shown })}
    />
  );
}

/** `/toim/:year?`: the feature page of a year, its featured topics and their news. */
export function YearFeaturesRoute() {
  const { year } = useParams();
  return <YearFeaturesScreen key={year ?? "this"} year={year} />;
}
