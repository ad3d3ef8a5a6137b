import { useState } from "react";
import { useTranslation } from "@/shared/i18n/useTranslation";
import { predictVote, type VoteTally } from "@/shared/lib/voteToggle";
import { VoteButtons } from "@/shared/ui/VoteButtons";
import { formatNumber } from "@/shared/lib/formatNumber";
import { useComicVote } from "../api/useComicVote";
import type { Comic } from "../model/types";
import "./comics.css";

/** `srcset` from the comic's renditions (width in px -> URL). */
function srcSet(renditions: Record<string, string>): string | undefined {
  const entries = Object.entries(renditions).filter(([width, url]) => Number(width) > 0 && url);
  return entries.length ? entries.map(([width, url]) => `${url} ${width}w`).join(", ") : undefined;
}

/** One comic, large, with its date and the reader's like or dislike. */
export function ComicViewer({ comic }: { comic: Comic }) {
  const { t } = useTranslation();
  const vote = useComicVote(comic.id);
  // The page is cached for everyone: the reader's own vote is known once they vote.
  const [tally, setTally] = useState<VoteTally>({ likes: comic.likes, dislikes: comic.dislikes, myVote: "" });
  const shown = vote.isPending ? predictVote(tally, vote.variables) : tally;

  return (
    <article className="comic-viewer">
      <h1 className="page-title comic-viewer__title">{comic.title}</h1>
      <p className="comic-viewer__meta">
        <time dateTime={comic.publish_date}>{comic.publish_date.slice(0, 10)}</time>
      </p>
      <figure className="comic-viewer__figure">
        {comic.image ? (
          <img
            className="comic-viewer__image"
            src={comic.image}
            srcSet={srcSet(comic.renditions)}
            sizes="(min-width: 1024px) 800px, 100vw"
            width={960}
            height={720}
            alt={comic.title}
            fetchPriority="high"
          />
        ) : (
          <span className="comic-viewer__empty" aria-hidden="true" />
        )}
      </figure>
      <div className="comic-viewer__actions">
        <VoteButtons
          tally={shown}
          isBusy={vote.isPending}
          onVote={(kind) =>
            vote.mutate(kind, { onSuccess: (answer) => setTally({ likes: answer.likes, dislikes: answer.dislikes, myVote: answer.myVote }) })
          }
          labels={{
            like: t("comics.like", { formatted: formatNumber(shown.likes) }),
            dislike: t("comics.dislike", { formatted: formatNumber(shown.dislikes) }),
          }}
        />
      </div>
      {vote.isError && (
        <p className="comic-viewer__error" role="alert">
          {vote.error.message || t("comics.voteFailed")}
        </p>
      )}
    </article>
  );
}
