import { lazy, Suspense, useId } from "react";
import { useIdle } from "@/shared/hooks/useIdle";
import { useTranslation } from "@/shared/i18n/useTranslation";
import type { CommentTarget } from "../model/types";
import "./comments.css";

const CommentSection = lazy(() => import("./CommentSection").then((module) => ({ default: module.CommentSection })));

/** What the server renders and the reader sees until the comments' code has arrived. */
function CommentsShell({ headingId }: { headingId: string }) {
  const { t } = useTranslation();
  return (
    <>
      <div className="comments__header">
        <h2 id={headingId} className="section__title">
          {t("comments.title")}
        </h2>
      </div>
      <p className="comments__state" aria-busy="true">
        {t("comments.loading")}
      </p>
    </>
  );
}

/**
 * The comments below an article, comic or poll. Their code (form, tree, votes) is no part of the
 * first view: it loads once the page is up and idle, so it never delays the first paint or
 * hydration. The <section> stays the same element throughout; only its content is swapped.
 */
export function CommentsIsland({ target }: { target: CommentTarget }) {
  const headingId = useId();
  const isIdle = useIdle();
  const shell = <CommentsShell headingId={headingId} />;
  return (
    <section className="comments" aria-labelledby={headingId}>
      {isIdle ? (
        <Suspense fallback={shell}>
          <CommentSection target={target} headingId={headingId} />
        </Suspense>
      ) : (
        shell
      )}
    </section>
  );
}
