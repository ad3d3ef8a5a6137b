import { useTranslation } from "react-i18next";
import { useHead } from "@/shared/hooks/useHead";

export function HomeRoute() {
  const { t } = useTranslation();
  useHead({ title: t("site.name"), description: t("site.tagline") });
  return <h1>{t("site.name")}</h1>;
}
