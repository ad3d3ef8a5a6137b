import { useTranslation } from "@/shared/i18n/useTranslation";
import { Link } from "@/shared/router/Router";
import { useHead, useNotFoundStatus } from "@/shared/hooks/useHead";
import { pathTo } from "@/app/screenPaths";

export function NotFoundRoute() {
  const { t } = useTranslation();
  useHead({ title: `${t("notFound.title")} · ${t("site.name")}` });
  useNotFoundStatus(true);
  return (
    <section className="not-found">
      <h1>{t("notFound.title")}</h1>
      <p>{t("notFound.body")}</p>
      <Link to={pathTo("home")}>{t("notFound.home")}</Link>
    </section>
  );
}
