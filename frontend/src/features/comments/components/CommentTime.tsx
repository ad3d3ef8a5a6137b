import { useTranslation } from "@/shared/i18n/useTranslation";
import { useNow } from "@/shared/hooks/useNow";
import { formatDateTime, relativeTime } from "@/shared/lib/formatRelativeTime";

/** When a comment was written, relative to the server-synchronised clock (spec section 9). */
export function CommentTime({ iso }: { iso: string }) {
  const { t } = useTranslation();
  const now = useNow();
  const written = new Date(iso);
  if (Number.isNaN(written.getTime())) return null;
  const relative = relativeTime(written, now);
  const label =
    relative.kind === "justNow"
      ? t("time.justNow")
      : relative.kind === "minutes"
        ? t("time.minutes", { count: relative.count })
        : relative.kind === "hours"
          ? t("time.hours", { count: relative.count })
          : relative.kind === "yesterday"
            ? t("time.yesterday", { time: relative.time })
            : relative.text;
  return (
    <time className="comment__time" dateTime={iso} title={formatDateTime(written)}>
      {label}
    </time>
  );
}
