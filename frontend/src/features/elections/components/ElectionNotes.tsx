import { usePortal } from "@/app/PortalContext";
import { useTranslation } from "@/shared/i18n/useTranslation";
import { Section } from "@/shared/ui/Section";
import "./elections.css";

/** The election's notes and sources, as the reference data gives them (English text). */
export function ElectionNotes({ notes, sources, systemNote = "" }: { notes: readonly string[]; sources: readonly string[]; systemNote?: string }) {
  const { t } = useTranslation();
  const { lang } = usePortal();
  if (!notes.length && !sources.length && !systemNote) return null;
  return (
    <Section title={t("elections.notesTitle")} className="election-notes">
      {/* Outside the English edition, say why this part is in English. */}
      {lang !== "en" && <p className="election-notes__language">{t("elections.notesInEnglish")}</p>}
      {systemNote && <p lang="en">{systemNote}</p>}
      {notes.length > 0 && (
        <ul lang="en">
          {notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
      {sources.length > 0 && (
        <>
          <h3 className="election-notes__heading">{t("elections.sources")}</h3>
          <ul lang="en">
            {sources.map((source) => (
              <li key={source}>{source}</li>
            ))}
          </ul>
        </>
      )}
    </Section>
  );
}
