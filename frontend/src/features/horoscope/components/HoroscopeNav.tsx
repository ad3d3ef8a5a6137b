import { useTranslation } from "@/shared/i18n/useTranslation";
import { Link } from "@/shared/router/Router";
import { horoscopePath } from "../model/horoscopePaths";
import { HOROSCOPE_PAGES } from "../model/types";
import "./horoscope.css";

export type HoroscopeScreen = (typeof HOROSCOPE_PAGES)[number] | "daycolor" | "footprint";

/** Tabs between the horoscope screens (inside the app variant, links stay in the app variant). */
export function HoroscopeNav({ active, isApp = false, footprintYear }: { active: HoroscopeScreen; isApp?: boolean; footprintYear: number }) {
  const { t } = useTranslation();
  const links: { key: HoroscopeScreen; to: string }[] = [
    ...HOROSCOPE_PAGES.map((page) => ({ key: page, to: horoscopePath(page, isApp) })),
    ...(isApp
      ? []
      : [
          { key: "daycolor" as const, to: "/horoscope/daycolor" },
          { key: "footprint" as const, to: `/${footprintYear}/horoscope/eastern/footprint` },
        ]),
  ];
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
