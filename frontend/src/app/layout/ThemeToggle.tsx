import { useEffect } from "react";
import { useTranslation } from "@/shared/i18n/useTranslation";
import { applyThemeChoice, readThemeChoice, toggleTheme } from "@/shared/lib/themeChoice";
import "./ThemeToggle.css";

/**
 * The masthead's light/dark switch: it always shows the other theme, and a reader back on their
 * device's own theme follows the device again (shared/lib/themeChoice.ts).
 *
 * Which way it switches (its icon and its name) is drawn by CSS from <html data-theme> and the
 * device's preference, so the server's HTML is right for every reader before the app runs and the
 * app never redraws it (the server does not know the device's preference; the layout is drawn once
 * for every reader, app/layout/shell.ts).
 */
export function ThemeToggle() {
  const { t } = useTranslation();

  useEffect(() => {
    // A page the browser kept in its back-forward cache shows the theme it was left with; the
    // reader may have switched on another page since.
    const restore = (event: PageTransitionEvent) => {
      if (event.persisted) applyThemeChoice(document, readThemeChoice(document.cookie));
    };
    window.addEventListener("pageshow", restore);
    return () => window.removeEventListener("pageshow", restore);
  }, []);

  return (
    <button type="button" className="icon-button theme-toggle" onClick={() => toggleTheme(document, window)}>
      <svg className="theme-toggle__to-dark" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path d="M20.5 14.6A8.5 8.5 0 019.4 3.5a8.5 8.5 0 1011.1 11.1z" fill="currentColor" />
      </svg>
      <svg className="theme-toggle__to-light" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="4.5" fill="currentColor" />
        <path
          d="M12 1.5v3M12 19.5v3M1.5 12h3M19.5 12h3M4.6 4.6l2.1 2.1M17.3 17.3l2.1 2.1M4.6 19.4l2.1-2.1M17.3 6.7l2.1-2.1"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
      <span className="visually-hidden theme-toggle__to-dark">{t("theme.toDark")}</span>
      <span className="visually-hidden theme-toggle__to-light">{t("theme.toLight")}</span>
    </button>
  );
}
