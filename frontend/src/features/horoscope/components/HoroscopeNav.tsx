import { useTranslation } from "@/shared/i18n/useTranslation";
import { Link } from "@/shared/router/Router";
import { HOROSCOPE_PAGES } from "../model/types";
import "./horoscope.css";

export type HoroscopeScreen = (typeof HOROSCOPE_PAGES)[number] | "daycolor" | "footprint";

interface HoroscopeNavProps {
  active: HoroscopeScreen;
  /** The mobile app's variant: its tabs are the pages only. */
  isApp?: boolean;
  /** Where each tab leads (the app's routes know). */
  linkTo: (screen: HoroscopeScreen) => string;
}

/** Tabs between the horoscope screens. */
export function HoroscopeNav({ active, isApp = false, linkTo }: HoroscopeNavProps) {
  const { t } = useTranslation();
  const screens: HoroscopeScreen[] = isApp ? [...HOROSCOPE_PAGES] : [...HOROSCOPE_PAGES, "daycolor", "footprint"];
  const links = screens.map((key) => ({ key, to: linkTo(key) }));
  return (
    <nav className="horoscope-nav" aria-label={t("horoscope.navLabel")}>
      <ul className="horoscope-nav__list">
        {links.map((link) => (
          <li key={link.key}>
            <Link className="horoscope-nav__link" to={link.to} aria-current={link.key === active ? "page" : undefined}>
              {t(`horoscope.pages.${link.key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
