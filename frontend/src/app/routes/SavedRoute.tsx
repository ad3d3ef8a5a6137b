import { SavedList } from "@/features/offline/components/SavedList";
import { useHead } from "@/shared/hooks/useHead";
import { useTranslation } from "@/shared/i18n/useTranslation";

/** `/saved`: the stories kept on this device for reading offline (features/offline). */
export function SavedRoute() {
  const { t } = useTranslation();
  useHead({ title: `${t("offline.savedTitle")} · ${t("site.name")}` });
  return (
    <div className="section-screen saved-screen">
      <h1 className="page-title">{t("offline.savedTitle")}</h1>
      <SavedList />
    </div>
  );
}
