import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "@/shared/i18n/useTranslation";
import { useInsertComment } from "../api/useInsertComment";
import { COMMENT_LIMITS, validateCommentDraft, type CommentFormError } from "../model/commentForm";
import type { CommentTarget } from "../model/types";
import { useCommentNotice } from "./commentNotice";
import { EmoticonPicker } from "./EmoticonPicker";

interface CommentFormProps {
  target: CommentTarget;
  /** The comment this replies to; null for a new thread. */
  parentId?: number | null;
  /** Called after the server accepted the comment: "success" (shown) or "pending" (held). */
  onSent?: (status: string) => void;
}

type Feedback = { tone: "error"; text: string } | null;

/** Name, text and emoticon, with the site's comment rules and limits; messages as the server words them. */
export function CommentForm({ target, parentId = null, onSent }: CommentFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const [name, setName] = useState("");
  const [body, setBody] = useState("");
  const [emoticonId, setEmoticonId] = useState(0);
  const [invalid, setInvalid] = useState<CommentFormError | null>(null);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const insert = useInsertComment(target);
  const { notice, setNotice } = useCommentNotice();
  const formId = parentId ? `reply-${parentId}` : "thread";
  const sentNotice = notice?.formId === formId ? notice : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    const problem = validateCommentDraft({ body, name });
    setInvalid(problem);
    if (problem) {
      setFeedback({ tone: "error", text: t(`comments.errors.${problem}`, COMMENT_LIMITS) });
      return;
    }
    setFeedback(null);
    insert.mutate(
      { parentId, body: body.trim(), name: name.trim(), emoticonId },
      {
        onSuccess: (response) => {
          const isShown = response.status === "success";
          setNotice({
            formId,
            tone: isShown ? "success" : "pending",
            text: isShown ? t("comments.form.published") : response.message || t("comments.form.pending"),
          });
          setBody("");
          setEmoticonId(0);
          onSent?.(response.status);
        },
        onError: (error) => {
          const text = error.status === 429 ? error.message || t("comments.errors.throttled") : error.message || t("comments.errors.failed");
          setFeedback({ tone: "error", text });
        },
      },
    );
  };

  const isBodyInvalid = invalid === "empty" || invalid === "bodyLength";
  const isNameInvalid = invalid === "nameRequired" || invalid === "nameLength";
  return (
    <form className="comment-form" onSubmit={submit} noValidate aria-label={parentId ? t("comments.form.replyTitle") : t("comments.form.title")}>
      <div className="comment-form__field">
        <label className="comment-form__label" htmlFor={`${id}-name`}>
          {t("comments.form.name")}
        </label>
        <input
          id={`${id}-name`}
          className="comment-form__input"
          name="commentBy"
          autoComplete="nickname"
          value={name}
          maxLength={COMMENT_LIMITS.nameMax}
          aria-invalid={isNameInvalid || undefined}
          aria-describedby={isNameInvalid ? `${id}-feedback` : undefined}
          onChange={(event) => setName(event.target.value)}
        />
      </div>
      <div className="comment-form__field">
        <label className="comment-form__label" htmlFor={`${id}-body`}>
          {parentId ? t("comments.form.reply") : t("comments.form.body")}
        </label>
        <textarea
          id={`${id}-body`}
          className="comment-form__input comment-form__textarea"
          name="commentBody"
          rows={parentId ? 3 : 4}
          value={body}
          maxLength={COMMENT_LIMITS.bodyMax}
          aria-invalid={isBodyInvalid || undefined}
          aria-describedby={`${id}-limits${isBodyInvalid ? ` ${id}-feedback` : ""}`}
          onChange={(event) => {
            setBody(event.target.value);
            // A new comment begins: the last one's confirmation no longer speaks of what is on screen.
            if (sentNotice) setNotice(null);
          }}
        />
        <p id={`${id}-limits`} className="comment-form__hint">
          {t("comments.form.limits", { ...COMMENT_LIMITS, used: body.trim().length })}
        </p>
      </div>
      <EmoticonPicker value={emoticonId} onChange={setEmoticonId} />
      {!parentId && <p className="comment-form__warning">{t("comments.warning")}</p>}
      <div id={`${id}-feedback`} className="comment-form__feedback">
        <div role="alert">{feedback && <p className="comment-form__message comment-form__message--error">{feedback.text}</p>}</div>
        <div role="status">
          {sentNotice && <p className={`comment-form__message comment-form__message--${sentNotice.tone}`}>{sentNotice.text}</p>}
        </div>
      </div>
      <button type="submit" className="button" disabled={insert.isPending} aria-busy={insert.isPending}>
        {insert.isPending ? t("comments.form.sending") : parentId ? t("comments.form.sendReply") : t("comments.form.send")}
      </button>
    </form>
  );
}
