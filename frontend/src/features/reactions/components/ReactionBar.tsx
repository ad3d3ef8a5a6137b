import { useEffect, useId, useState } from "react";
import { useTranslation } from "@/shared/i18n/useTranslation";
import { usePortal } from "@/shared/portal/PortalContext";
import { formatNumber } from "@/shared/lib/formatNumber";
import { useReaction } from "../api/useReaction";
import { ReactionIcon } from "./ReactionIcon";
import { predictReaction, stateFromAnswer, type ReactionCount, type ReactionState } from "../model/reactions";
import "./reactions.css";

interface ReactionBarProps {
  articleId: number;
  /** The article entity's `emotics` (kinds with counts). */
  initial: readonly ReactionCount[];
  isMega?: boolean;
}

// The page is cached for everyone, so the reader's own reaction is remembered by their browser.
const storageKey = (articleId: number) => `portal.reaction.${articleId}`;

function readStored(articleId: number): number | null {
  try {
    const value = Number(window.localStorage.getItem(storageKey(articleId)));
    return Number.isInteger(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

function store(articleId: number, reaction: number | null): void {
  try {
    if (reaction) window.localStorage.setItem(storageKey(articleId), String(reaction));
    else window.localStorage.removeItem(storageKey(articleId));
  } catch {
    // Private mode: the reaction still counts, it is just not remembered.
  }
}

/** The emoji reactions under an article: counts, one per reader, moved or taken back by a click. */
export function ReactionBar({ articleId, initial, isMega = false }: ReactionBarProps) {
  const { t } = useTranslation();
  const { lang } = usePortal();
  const headingId = useId();
  const [state, setState] = useState<ReactionState>({ emotics: [...initial], myReaction: null });
  const reaction = useReaction(articleId, isMega);

  useEffect(() => {
    const stored = readStored(articleId);
    if (stored) setState((current) => ({ ...current, myReaction: stored }));
  }, [articleId]);

  if (state.emotics.length === 0) return null;
  const shown = reaction.isPending ? predictReaction(state, reaction.variables.clicked) : state;

  const click = (clicked: number) => {
    if (reaction.isPending) return;
    reaction.mutate(
      { myReaction: state.myReaction, clicked },
      {
        onSuccess: (answer) => {
          const next = stateFromAnswer(answer, lang);
          setState(next);
          store(articleId, next.myReaction);
        },
      },
    );
  };

  return (
    <section className="reactions" aria-labelledby={headingId}>
      <h2 id={headingId} className="reactions__title">
        {t("reactions.title")}
      </h2>
      <ul className="reactions__list" aria-busy={reaction.isPending}>
        {shown.emotics.map((kind) => (
          <li key={kind.id}>
            <button
              type="button"
              className="reactions__button"
              aria-pressed={shown.myReaction === kind.id}
              // One change at a time: a click while the last one is on its way would be lost.
              disabled={reaction.isPending}
              onClick={() => click(kind.id)}
            >
              {/* The visible name and count are the button's name ("Liked 45"), so speech input can say what it sees. */}
              <span className="reactions__symbol" aria-hidden="true">
                <ReactionIcon code={kind.code} emoji={kind.emoji} />
              </span>
              <span className="reactions__name">{kind.name}</span> <span className="reactions__count">{formatNumber(kind.count)}</span>
            </button>
          </li>
        ))}
      </ul>
      {reaction.isError && (
        <p className="reactions__error" role="alert">
          {reaction.error.message || t("reactions.failed")}
        </p>
      )}
    </section>
  );
}
