import { useTranslation } from "@/shared/i18n/useTranslation";
import { useScreenLinks } from "@/shared/portal/ScreenLinks";
import { Link } from "@/shared/router/Router";
import { useBreakingNews } from "../api/useBreakingNews";
import { useBreakingDismissal } from "../hooks/useBreakingDismissal";
import { useHasEnded } from "../hooks/useHasEnded";
import "./breaking.css";

/**
 * The strip above every page while the newsroom flags a breaking story (news/breaking.py): a label,
 * the story's title linking to it, and a button that hides it for this story on every page after.
 * Drawn by the server from the layout's embedded read, so it takes its place before the first paint;
 * then it follows the newsroom while the page is open (useBreakingNews polls).
 */
export function BreakingStrip() {
  const { t } = useTranslation();
  const links = useScreenLinks();
  const story = useBreakingNews()?.breaking ?? undefined;
  const hasEnded = useHasEnded(story?.until);
  const { isDismissed, dismiss } = useBreakingDismissal(story?.lid);
  if (!story || hasEnded || isDismissed) return null;

  return (
    <section className="breaking-strip" aria-label={t("breaking.region")}>
      <div className="container breaking-strip__inner">
        <span className="breaking-strip__label">{t("breaking.label")}</span>
        <Link className="breaking-strip__link" to={links.article(story.lid)}>
          {story.title}
        </Link>
        <button type="button" className="breaking-strip__dismiss" onClick={dismiss} aria-label={t("breaking.dismiss")}>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.25" strokeLinecap="round" />
          </svg>
        </button>
      </div>
    </section>
  );
}
