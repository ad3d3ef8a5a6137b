// The reader's colour theme. Nothing chosen: the page follows the device (prefers-color-scheme).
// A choice is the `theme` cookie, so the server writes it on <html data-theme> before the first
// paint (backend common/theme.py, web/views.py); styles/theme.css paints from that attribute.

export type Theme = "light" | "dark";

export const THEME_COOKIE = "theme";
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
// The <meta name="theme-color"> of each theme (web/page.html) says which it is for.
const THEME_COLOUR_META = 'meta[name="theme-color"][data-theme-colour]';

function isTheme(value: unknown): value is Theme {
  return value === "light" || value === "dark";
}

/** The theme a Cookie string (document.cookie) holds; null when the reader follows the device. */
export function readThemeChoice(cookie: string): Theme | null {
  for (const part of cookie.split(";")) {
    const [name, value] = part.trim().split("=");
    if (name === THEME_COOKIE && isTheme(value)) return value;
  }
  return null;
}

/** The string to give document.cookie: a choice kept a year, or the cookie removed (follow the device). */
export function themeCookie(choice: Theme | null, isSecure: boolean): string {
  const attributes = `; Path=/; SameSite=Lax${isSecure ? "; Secure" : ""}`;
  return choice ? `${THEME_COOKIE}=${choice}; Max-Age=${ONE_YEAR_SECONDS}${attributes}` : `${THEME_COOKIE}=; Max-Age=0${attributes}`;
}

/** The device's preference. */
export function deviceTheme(win: Pick<Window, "matchMedia">): Theme {
  return win.matchMedia?.("(prefers-color-scheme: dark)").matches ? "dark" : "light";
}

/** The theme on screen: the reader's choice on <html>, else the device's. */
export function shownTheme(root: HTMLElement, device: Theme): Theme {
  const chosen = root.dataset.theme;
  return isTheme(chosen) ? chosen : device;
}

/** A click on the toggle: the other theme, and when that is the device's own, following the device again. */
export function nextThemeChoice(shown: Theme, device: Theme): Theme | null {
  const next: Theme = shown === "dark" ? "light" : "dark";
  return next === device ? null : next;
}

/** Shows a choice at once, as the server would have drawn it: <html data-theme> and the browser's metas. */
export function applyThemeChoice(doc: Document, choice: Theme | null): void {
  const root = doc.documentElement;
  if (choice) root.dataset.theme = choice;
  else delete root.dataset.theme;
  doc.querySelector('meta[name="color-scheme"]')?.setAttribute("content", choice ?? "light dark");
  doc.querySelectorAll<HTMLMetaElement>(THEME_COLOUR_META).forEach((meta) => {
    const theme = meta.dataset.themeColour;
    if (!choice) meta.setAttribute("media", `(prefers-color-scheme: ${theme})`);
    else if (theme === choice) meta.removeAttribute("media");
    else meta.setAttribute("media", "not all");
  });
}

/** The toggle's click: the other theme, kept in the cookie and shown at once. */
export function toggleTheme(doc: Document, win: Pick<Window, "matchMedia" | "location">): Theme | null {
  const device = deviceTheme(win);
  const choice = nextThemeChoice(shownTheme(doc.documentElement, device), device);
  doc.cookie = themeCookie(choice, win.location.protocol === "https:");
  applyThemeChoice(doc, choice);
  return choice;
}
