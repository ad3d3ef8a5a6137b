import { useTranslation } from "@/shared/i18n/useTranslation";
import { formatDateTime, relativeTime } from "@/shared/lib/formatRelativeTime";
import { useNow } from "@/shared/hooks/useNow";

/** "5 min ago", "Yesterday 14:05" or "2024-05-01 09:30"; the first render uses the server's time. */
export function RelativeTime({ iso }: { iso: string }) {
  const { t } = useTranslation();
  const now = useNow();
  const published = new Date(iso);
  if (Number.isNaN(published.getTime())) return null;
  const relative = relativeTime(published, now);
  let label: string;
  switch (relative.kind) {
    case "justNow":
      label = t("time.justNow");
      break;
    case "minutes":
      label = t("time.minutes", { count: relative.count });
      break;
    case "hours":
      label = t("time.hours", { count: relative.count });
      break;
    case "yesterday":
      label = t("time.yesterday", { time: relative.time });
      break;
    case "date":
      label = relative.text;
      break;
  }
  return (
    <time dateTime={iso} title={formatDateTime(published)}>
      {label}
    </time>
  );
}
