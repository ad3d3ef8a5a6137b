import { useTranslation } from "@/shared/i18n/useTranslation";
import { Section } from "@/shared/ui/Section";
import "./elections.css";

interface ElectionNotesProps {
  /** What the figures leave out, in the page's language (the API sends the edition's own). */
  notes: readonly string[];
  sources: readonly string[];
  /** How the seats are allotted. */
  systemNote?: string;
}

/** The election's sources box: how it works, what the figures leave out, and where they come from. */
export function ElectionNotes({ notes, sources, systemNote = "" }: ElectionNotesProps) {
  const { t } = useTranslation();
  if (!notes.length && !sources.length && !systemNote) return null;
  return (
    <Section title={t("elections.notesTitle")} className="election-notes">
      {systemNote && (
        <>
          <h3 className="election-notes__heading">{t("elections.systemHeading")}</h3>
          <p>{systemNote}</p>
        </>
      )}
      {notes.length > 0 && (
        <>
          <h3 className="election-notes__heading">{t("elections.notesHeading")}</h3>
          <ul>
            {notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </>
      )}
      {sources.length > 0 && (
        <>
          <h3 className="election-notes__heading">{t("elections.sources")}</h3>
          <ul>
            {sources.map((source) => (
              <li key={source}>{source}</li>
            ))}
          </ul>
        </>
      )}
    </Section>
  );
}
