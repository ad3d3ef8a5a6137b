import { useTranslation } from "@/shared/i18n/useTranslation";
import { buildShareLinks } from "../model/selectionShare";
import { CopyLinkButton } from "./CopyLinkButton";

/** Share the article on Facebook or X, or copy its address; each counts a share. */
export function ShareLinks({ articleUrl, text = "", onShare, label }: { articleUrl: string; text?: string; onShare: () => void; label: string }) {
  const { t } = useTranslation();
  const links = buildShareLinks(articleUrl, text);
  return (
    <div className="share-links" role="group" aria-label={label}>
      <a className="share-links__link share-links__link--facebook" href={links.facebook} target="_blank" rel="noopener noreferrer" onClick={onShare}>
        Facebook<span className="visually-hidden"> {t("news.opensInNewTab")}</span>
      </a>
      <a className="share-links__link share-links__link--x" href={links.x} target="_blank" rel="noopener noreferrer" onClick={onShare}>
        X<span className="visually-hidden"> {t("news.opensInNewTab")}</span>
      </a>
      <CopyLinkButton articleUrl={articleUrl} onCopy={onShare} />
    </div>
  );
}
