import { useTranslation } from "@/shared/i18n/useTranslation";
import { useParams } from "@/shared/router/Router";
import { useSectionNews } from "@/features/news/api/useSectionNews";
import { SectionScreen } from "./SectionScreen";

function ProviderScreen({ id }: { id: string }) {
  const { t } = useTranslation();
  const list = useSectionNews("p", id);
  const provider = list.firstPage?.provider;
  const intro = provider?.bio ? <p className="page-intro">{provider.bio}</p> : null;
  return (
    <SectionScreen
      list={list}
      title={provider?.name}
      description={t("provider.description", { name: provider?.name ?? "" })}
      intro={intro}
    />
  );
}

/** `/:providerid/p`: the news of one journalist or source. */
export function ProviderRoute() {
  const { providerid = "" } = useParams();
  return <ProviderScreen key={providerid} id={providerid} />;
}
