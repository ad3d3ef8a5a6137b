import { useEffect, useRef, useState } from "react";
import { useTranslation } from "@/shared/i18n/useTranslation";
import { copyLink, type CopyOutcome } from "../model/copyLink";

/** How long "Link copied" stays beside the button. */
export const COPIED_NOTICE_MS = 4000;

/** Copies the article's address; says so, or shows the address selected where copying is not allowed. */
export function CopyLinkButton({ articleUrl, onCopy }: { articleUrl: string; onCopy: () => void }) {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<CopyOutcome | null>(null);
  const field = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (outcome === "manual") field.current?.select();
    if (outcome !== "copied") return undefined;
    const timer = setTimeout(() => setOutcome(null), COPIED_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [outcome]);

  const isCopied = outcome === "copied";

  const copy = async () => {
    const result = await copyLink(articleUrl);
    setOutcome(result);
    if (result === "copied") onCopy();
  };

  return (
    <span className="copy-link">
      {/* The button says it was done in place of its label, both labels laid over each other so its
          width never changes and nothing beside it moves; screen readers hear it from the status. */}
      <button
        type="button"
        className={`share-links__link share-links__link--copy${isCopied ? " share-links__link--copied" : ""}`}
        onClick={() => void copy()}
      >
        <span className="copy-link__label" aria-hidden={isCopied}>{t("article.copyLink")}</span>
        <span className="copy-link__label" aria-hidden={!isCopied}>{t("article.linkCopied")}</span>
      </button>
      <span className="visually-hidden" role="status">
        {isCopied && t("article.linkCopied")}
      </span>
      {outcome === "manual" && (
        <label className="copy-link__manual">
          <span>{t("article.copyLinkManual")}</span>
          <input ref={field} type="text" readOnly value={articleUrl} onFocus={(event) => event.currentTarget.select()} />
        </label>
      )}
    </span>
  );
}
