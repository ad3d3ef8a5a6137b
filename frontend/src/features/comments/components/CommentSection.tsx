import { useEffect, useRef, useState } from "react";
import { useTranslation } from "@/shared/i18n/useTranslation";
import { formatNumber } from "@/shared/lib/formatNumber";
import { ErrorBoundary } from "@/shared/ui/ErrorBoundary";
import { useComments } from "../api/useComments";
import { countComments } from "../model/commentTree";
import type { CommentTarget } from "../model/types";
import { CommentNoticeContext, useNoticeState } from "./commentNotice";
import { CommentForm } from "./CommentForm";
import { CommentItem } from "./CommentItem";
import "./comments.css";

/** Start loading this far before the section scrolls into view. */
const LOAD_MARGIN = "600px 0px";

interface SectionProps {
  target: CommentTarget;
  /** The id of the heading that names the section around (CommentsIsland's <section>). */
  headingId: string;
}

function CommentThread({ target, headingId }: SectionProps) {
  const { t } = useTranslation();
  const root = useRef<HTMLDivElement>(null);
  const [isNear, setIsNear] = useState(false);
  const comments = useComments(target, isNear);
  const notice = useNoticeState();

  // Below the fold: the tree is a POST, fetched only once the reader comes near it.
  useEffect(() => {
    const node = root.current;
    if (!node || typeof IntersectionObserver === "undefined") {
      setIsNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setIsNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: LOAD_MARGIN },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, []);

  const tree = comments.data?.comments ?? [];
  const count = countComments(tree);
  return (
    <CommentNoticeContext.Provider value={notice}>
      <div ref={root} className="comments__header">
        <h2 id={headingId} className="section__title">
          {t("comments.title")}
        </h2>
        {comments.data && <p className="comments__count">{t("comments.count", { count, formatted: formatNumber(count) })}</p>}
      </div>
      <CommentForm target={target} />
      {comments.isError ? (
        <div className="comments__state" role="alert">
          <p>{t("comments.loadFailed")}</p>
          <button type="button" className="button button--small" onClick={() => void comments.refetch()}>
            {t("comments.retry")}
          </button>
        </div>
      ) : !comments.data ? (
        <p className="comments__state" aria-busy="true">
          {t("comments.loading")}
        </p>
      ) : tree.length === 0 ? (
        <p className="comments__state">{t("comments.empty")}</p>
      ) : (
        <ol className="comment-list">
          {tree.map((comment) => (
            <CommentItem key={comment.id} comment={comment} target={target} />
          ))}
        </ol>
      )}
    </CommentNoticeContext.Provider>
  );
}

/** The comments of an article, comic or poll: loaded lazily, and failing alone without breaking the page. */
export function CommentSection({ target, headingId }: SectionProps) {
  return (
    <ErrorBoundary>
      <CommentThread key={`${target.kind}:${target.id}`} target={target} headingId={headingId} />
    </ErrorBoundary>
  );
}
