import { useTranslation } from "@/shared/i18n/useTranslation";
import { Link, useParams } from "@/shared/router/Router";
import { useMegaData } from "@/features/news/api/useMegaData";
import { NewsCard } from "@/features/news/components/NewsCard";
import { pathTo } from "@/app/screenPaths";
import "@/features/news/sections.css";
import { useHead } from "@/shared/hooks/useHead";
import { Section } from "@/shared/ui/Section";
import { isMissing } from "./NewsScreen";
import { NotFoundRoute } from "./NotFoundRoute";
import "@/shared/ui/chipNav.css";

function MegaProjectsScreen({ projectId, contentId }: { projectId?: string; contentId?: string }) {
  const { t } = useTranslation();
  const { data, error } = useMegaData(projectId, contentId);
  const project = data?.project ?? null;
  const isNotFound = isMissing(error);
  const title = isNotFound ? t("notFound.title") : project ? project.title : t("sections.mega.title");
  useHead({ title: `${title} · ${t("site.name")}`, description: isNotFound ? "" : (project?.description ?? t("sections.mega.description")) });
  if (isNotFound) return <NotFoundRoute />;
  if (error) {
    return (
      <p className="error" role="alert">
        {t("errors.loadFailed")}
      </p>
    );
  }
  if (!data) return <p role="status">{t("news.loading")}</p>;
  const others = data.items.filter((item) => item.id !== data.content?.id);
  return (
    <div className="section-screen mega">
      <p className="mega__kicker">{t("sections.mega.title")}</p>
      <h1 className="page-title">{project?.title ?? t("sections.mega.title")}</h1>
      {data.projects.length > 1 && (
        <nav className="chip-nav" aria-label={t("sections.mega.projects")}>
          <ul>
            {data.projects.map((entry) => (
              <li key={entry.id}>
                <Link to={pathTo("mega-project", { projectid: entry.id })} aria-current={entry.id === project?.id ? "page" : undefined}>
                  {entry.title} <span className="mega__count">({entry.article_count})</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {project && (
        <div className="mega__intro">
          {project.image && <img src={project.image} alt="" width={640} height={360} />}
          <p>{project.description}</p>
        </div>
      )}
      {!project && <p>{t("news.empty")}</p>}
      {data.content && (
        <Section title={t("sections.mega.featured")}>
          <NewsCard item={data.content} variant="lead" thumb="wide" showLead isPriority />
        </Section>
      )}
      {others.length > 0 && project && (
        <Section title={t("sections.mega.more")}>
          <ul className="news-list news-list--grid">
            {others.map((item) => (
              <li key={item.id} className="news-list__item mega__item">
                <NewsCard item={item} />
                <Link className="mega__open" to={pathTo("mega-project", { projectid: project.id, contid: item.id })}>
                  {t("sections.mega.show")}
                  <span className="visually-hidden">: {item.title}</span>
                </Link>
              </li>
            ))}
          </ul>
        </Section>
      )}
    </div>
  );
}

/** `/megaprojects/:projectid?/:contid?`: the mega projects, one project's articles, one chosen item. */
export function MegaProjectsRoute() {
  const { projectid, contid } = useParams();
  return <MegaProjectsScreen key={`${projectid ?? ""}/${contid ?? ""}`} projectId={projectid} contentId={contid} />;
}
