import { useTranslation } from "@/shared/i18n/useTranslation";
import { useHead } from "@/shared/hooks/useHead";
import { Link, useSearchParams } from "@/shared/router/Router";
import { ConfirmResult } from "@/features/newsletter/components/ConfirmResult";
import { confirmToken } from "@/features/newsletter/model/subscribeForm";
import { pathTo } from "@/app/screenPaths";

/** `/newsletter/confirm?token=...`: where the confirmation email's link lands. */
export function NewsletterConfirmRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = confirmToken(`?${params.toString()}`);
  useHead({ title: `${t("newsletter.confirmTitle")} · ${t("site.name")}` });
  return (
    <div className="section-screen newsletter-screen">
      <h1 className="page-title">{t("newsletter.confirmTitle")}</h1>
      <ConfirmResult token={token} />
      <p>
        <Link to={pathTo("home", {})}>{t("newsletter.toFrontPage")}</Link>
      </p>
    </div>
  );
}
