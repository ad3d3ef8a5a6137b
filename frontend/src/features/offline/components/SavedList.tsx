import { useEffect, useState } from "react";
import { useTranslation } from "@/shared/i18n/useTranslation";
import { usePortal } from "@/shared/portal/PortalContext";
import { forgetStory, keptStories } from "../api/offlineWorker";
import { formatBytes, KEEP_HOURS, savedAtText, type KeptMeta } from "../model/keeping";
import "./offline.css";

/**
 * The reader's own list of the stories kept on this device (opened or saved), newest first. The
 * server cannot know it: it draws the list as loading, and the browser fills it from Cache Storage.
 * Links are plain links: offline, the worker answers a document, which the app's own loading could not.
 */
export function SavedList() {
  const { t } = useTranslation();
  const { lang } = usePortal();
  const [stories, setStories] = useState<KeptMeta[] | null>(null);

  useEffect(() => {
    let isCurrent = true;
    void keptStories(lang)
      .catch(() => [])
      .then((found) => isCurrent && setStories(found));
    return () => {
      isCurrent = false;
    };
  }, [lang]);

  const forget = async (story: KeptMeta) => {
    await forgetStory(story.url).catch(() => undefined);
    setStories((current) => (current ?? []).filter((kept) => kept.url !== story.url));
  };

  const now = Date.now();
  const size = (stories ?? []).reduce((sum, story) => sum + (story.bytes ?? 0), 0);
  return (
    <div className="saved-list" data-testid="saved-list">
      <p className="saved-list__intro">{t("offline.savedIntro", { hours: String(KEEP_HOURS) })}</p>
      {stories === null && <p aria-busy="true">{t("offline.savedLoading")}</p>}
      {stories !== null && stories.length === 0 && <p className="saved-list__empty">{t("offline.savedEmpty")}</p>}
      {stories !== null && stories.length > 0 && (
        <>
          <ul className="saved-list__items">
            {stories.map((story) => (
              <li key={story.url} className="saved-list__item">
                <a className="saved-list__link" href={story.url}>
                  {story.title || story.url}
                </a>
                <span className="saved-list__meta">
                  {t("offline.savedAt", { time: savedAtText(story.savedAt, now, lang).time })}
                  {story.bytes ? ` · ${formatBytes(story.bytes, lang)}` : ""}
                </span>
                <button
                  type="button"
                  className="saved-list__remove"
                  onClick={() => void forget(story)}
                  aria-label={t("offline.removeLabel", { title: story.title || story.url })}
                >
                  {t("offline.remove")}
                </button>
              </li>
            ))}
          </ul>
          <p className="saved-list__size">{t("offline.savedSize", { size: formatBytes(size, lang) })}</p>
        </>
      )}
    </div>
  );
}
