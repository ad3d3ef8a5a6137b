import { useState } from "react";
import { useTranslation } from "@/shared/i18n/useTranslation";
import { usePortal } from "@/shared/portal/PortalContext";
import { Link } from "@/shared/router/Router";
import { useScreenLinks } from "@/shared/portal/ScreenLinks";
import { canKeepOffline, saveStories } from "../api/offlineWorker";
import { formatBytes, KEEP_HOURS, SAVE_BUDGET_BYTES, type SaveReport } from "../model/keeping";
import "./offline.css";

export interface StoryCard {
  lid: string;
  title: string;
}

type SaveState = { step: "idle" } | { step: "saving" } | { step: "done"; report: SaveReport } | { step: "failed" | "unsupported" };

/**
 * The front page's "Save for offline": the day's top stories, text and small pictures, within the
 * stated budget, kept 72 hours by the service worker; the reader's list of them one tap away.
 * The server draws it as the browser first does (no saved state is read before a tap).
 */
export function SaveForOffline({ stories, savedListPath }: { stories: readonly StoryCard[]; savedListPath: string }) {
  const { t } = useTranslation();
  const { lang, base } = usePortal();
  const links = useScreenLinks();
  const [state, setState] = useState<SaveState>({ step: "idle" });
  const budget = formatBytes(SAVE_BUDGET_BYTES, lang);

  const save = async () => {
    if (!canKeepOffline()) {
      setState({ step: "unsupported" });
      return;
    }
    setState({ step: "saving" });
    const toSave = stories.map((story) => ({ url: `${base}${links.article(story.lid)}`, title: story.title }));
    const report = await saveStories(toSave, lang).catch(() => null);
    setState(report && !report.failed ? { step: "done", report } : { step: "failed" });
  };

  const isSaving = state.step === "saving";
  return (
    <section className="save-offline" aria-labelledby="save-offline-title" data-testid="save-offline">
      <div className="save-offline__text">
        <h2 id="save-offline-title" className="save-offline__title">{t("offline.title")}</h2>
        <p className="save-offline__hint">{t("offline.saveHint", { budget, hours: String(KEEP_HOURS) })}</p>
        <p className="save-offline__status" role="status">
          {state.step === "saving" && t("offline.saving")}
          {state.step === "done" &&
            t("offline.saved", { count: state.report.saved, formatted: String(state.report.saved), size: formatBytes(state.report.bytes, lang) })}
          {state.step === "done" && state.report.skipped > 0 && ` ${t("offline.saveSkipped", { budget })}`}
          {state.step === "failed" && t("offline.saveFailed")}
          {state.step === "unsupported" && t("offline.unsupported")}
        </p>
      </div>
      <div className="save-offline__actions">
        <button type="button" className="button" onClick={() => void save()} disabled={isSaving || stories.length === 0} aria-busy={isSaving}>
          {isSaving ? t("offline.saving") : t("offline.save")}
        </button>
        <Link className="save-offline__link" to={savedListPath}>
          {t("offline.savedLink")}
        </Link>
      </div>
    </section>
  );
}
