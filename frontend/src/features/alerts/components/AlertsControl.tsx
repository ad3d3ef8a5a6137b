import { useEffect, useState, type FormEvent } from "react";
import { useTranslation } from "@/shared/i18n/useTranslation";
import { usePortal } from "@/shared/portal/PortalContext";
import { useAlerts } from "../api/useAlerts";
import { DEFAULT_CHOICE, hasTopic, toggleSection, type AlertsChoice } from "../model/alertsChoice";
import "./AlertsControl.css";

export interface AlertSection {
  id: number;
  name: string;
}

/**
 * Breaking-news alerts for this browser, in this edition: the reader ticks what to be alerted of (breaking
 * news, sections) and taps to turn alerts on; the browser asks for its permission only then. The iPhone
 * note is always there: Safari there alerts only from a site added to the Home Screen.
 */
export function AlertsControl({ sections }: { sections: readonly AlertSection[] }) {
  const { t } = useTranslation();
  const { lang } = usePortal();
  const alerts = useAlerts();
  const [choice, setChoice] = useState<AlertsChoice>(DEFAULT_CHOICE);
  const isHere = alerts.status === "on" && alerts.stored?.edition === lang;
  const isElsewhere = alerts.status === "on" && alerts.stored !== null && alerts.stored.edition !== lang;
  // Usable from the server's drawing on: the page holds a tap until the app is live (boot.ts), and the
  // browser's answer (unsupported, blocked) comes right after.
  const isUsable = alerts.status === "checking" || alerts.status === "off" || alerts.status === "on";

  // The browser's saved choice fills the form once it is known (after the first paint).
  useEffect(() => {
    if (alerts.stored && alerts.stored.edition === lang) setChoice({ breaking: alerts.stored.breaking, sections: alerts.stored.sections });
  }, [alerts.stored, lang]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (hasTopic(choice) && alerts.status !== "checking") void alerts.save(choice);
  };

  return (
    <form className="alerts-control" onSubmit={submit} aria-busy={alerts.status === "working"}>
      <fieldset className="alerts-control__topics" disabled={!isUsable}>
        <legend className="alerts-control__legend">{t("alerts.choose")}</legend>
        <label className="alerts-control__option alerts-control__option--breaking">
          <input type="checkbox" checked={choice.breaking} onChange={() => setChoice({ ...choice, breaking: !choice.breaking })} />
          <span>{t("alerts.breaking")}</span>
        </label>
        {sections.length > 0 && (
          <div className="alerts-control__sections" role="group" aria-label={t("alerts.sections")}>
            <p className="alerts-control__sections-title">{t("alerts.sections")}</p>
            {sections.map((section) => (
              <label key={section.id} className="alerts-control__option">
                <input type="checkbox" checked={choice.sections.includes(section.id)} onChange={() => setChoice(toggleSection(choice, section.id))} />
                <span>{section.name}</span>
              </label>
            ))}
          </div>
        )}
      </fieldset>
      {!hasTopic(choice) && isUsable && <p className="alerts-control__hint">{t("alerts.chooseOne")}</p>}
      <div className="alerts-control__actions">
        <button type="submit" className="button" disabled={!isUsable || !hasTopic(choice)}>
          {isHere ? t("alerts.save") : t("alerts.turnOn")}
        </button>
        {isHere && (
          <button type="button" className="button alerts-control__off" onClick={() => void alerts.turnOff()}>
            {t("alerts.turnOff")}
          </button>
        )}
      </div>
      <p className="alerts-control__status" role="status">
        {alerts.status === "working" && t("alerts.working")}
        {isHere && t("alerts.on")}
        {isElsewhere && t("alerts.otherEdition")}
        {alerts.status === "blocked" && t("alerts.blocked")}
        {alerts.status === "unsupported" && t("alerts.unsupported")}
        {alerts.status === "home-screen" && t("alerts.homeScreenFirst")}
      </p>
      {alerts.error && (
        <p className="alerts-control__error" role="alert">
          {alerts.error.text ?? t("alerts.failed")}
        </p>
      )}
      <p className="alerts-control__iphone">{t("alerts.iphone")}</p>
    </form>
  );
}
