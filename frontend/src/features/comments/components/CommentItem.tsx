import { useState } from "react";
import { useTranslation } from "@/shared/i18n/useTranslation";
import { formatNumber } from "@/shared/lib/formatNumber";
import { predictVote } from "@/shared/lib/voteToggle";
import { VoteButtons } from "@/shared/ui/VoteButtons";
import { useCommentVote } from "../api/useCommentVote";
import { useReportComment } from "../api/useReportComment";
import { findEmoticon } from "../model/emoticons";
import type { CommentNode, CommentTarget } from "../model/types";
import { CommentForm } from "./CommentForm";
import { CommentTime } from "./CommentTime";

/** One comment with its replies: author, emoticon, time, plain text, votes, reply and report. */
export function CommentItem({ comment, target }: { comment: CommentNode; target: CommentTarget }) {
  const { t } = useTranslation();
  const [isReplying, setIsReplying] = useState(false);
  const vote = useCommentVote(target, comment.id);
  const report = useReportComment(comment.id);
  const emoticon = findEmoticon(comment.emoticId);
  const author = comment.commentBy || t("comments.anonymous");

  return (
    <li className="comment">
      <article className="comment__card" aria-label={t("comments.by", { name: author })}>
        <header className="comment__header">
          {emoticon && (
            <span className="comment__emoticon" role="img" aria-label={t(`comments.emoticons.${emoticon.key}`)}>
              {emoticon.emoji}
            </span>
          )}
          <span className="comment__author">{author}</span>
          <CommentTime iso={comment.created_at} />
        </header>
        {/* Plain text: React escapes it; line breaks are kept by CSS. */}
        <p className="comment__body">{comment.commentBody}</p>
        <div className="comment__actions">
          <VoteButtons
            tally={vote.isPending ? predictVote(comment, vote.variables) : comment}
            isBusy={vote.isPending}
            onVote={(kind) => vote.mutate(kind)}
            labels={{
              like: t("comments.like", { name: author, formatted: formatNumber(comment.likes) }),
              dislike: t("comments.dislike", { name: author, formatted: formatNumber(comment.dislikes) }),
            }}
          />
          <button type="button" className="comment__action" aria-expanded={isReplying} onClick={() => setIsReplying(!isReplying)}>
            {isReplying ? t("comments.cancelReply") : t("comments.reply")}
          </button>
          {report.isSuccess ? (
            <span className="comment__reported" role="status">
              {t("comments.reported")}
            </span>
          ) : (
            <button type="button" className="comment__action comment__action--quiet" disabled={report.isPending} onClick={() => report.mutate()}>
              {t("comments.report")}
            </button>
          )}
        </div>
        {(vote.isError || report.isError) && (
          <p className="comment__error" role="alert">
            {(vote.error ?? report.error)?.message || t("comments.errors.actionFailed")}
          </p>
        )}
        {isReplying && (
          <div className="comment__reply-form">
            <CommentForm target={target} parentId={comment.id} onSent={(status) => status === "success" && setIsReplying(false)} />
          </div>
        )}
      </article>
      {comment.children.length > 0 && (
        <ol className="comment-list comment-list--replies">
          {comment.children.map((child) => (
            <CommentItem key={child.id} comment={child} target={target} />
          ))}
        </ol>
      )}
    </li>
  );
}
