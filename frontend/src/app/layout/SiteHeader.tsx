import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "@/shared/i18n/useTranslation";
import { Link, useLocation } from "@/shared/router";
import { useCategories } from "@/features/news/api/useCategories";
import { categoriesInGroup } from "@/features/news/model/categories";
import type { Category, NavGroup } from "@/features/news/model/types";
import { DisclosureMenu } from "@/shared/ui/DisclosureMenu";
import { LanguageSwitch } from "./LanguageSwitch";
import { SearchToggle } from "./SearchToggle";

const MAIN_LIST_ID = "main-nav-list";
const MENU_GROUPS = ["helpful", "interview", "interesting", "other"] as const satisfies readonly NavGroup[];

function CategoryLinks({ categories }: { categories: readonly Category[] }) {
  return (
    <ul className="menu-list">
      {categories.map((category) => (
        <li key={category.id}>
          <Link to={`/${category.id}/i`}>{category.name}</Link>
        </li>
      ))}
    </ul>
  );
}

/** The masthead: site name, search, language switch, the four category menus and the main menu. */
export function SiteHeader() {
  const { t } = useTranslation();
  const { data } = useCategories();
  const location = useLocation();
  const categories = data?.categories ?? [];
  const [openMenu, setOpenMenu] = useState<NavGroup | null>(null);
  const [isMainOpen, setIsMainOpen] = useState(false);

  // Menus close when the reader moves to another screen.
  useEffect(() => {
    setOpenMenu(null);
    setIsMainOpen(false);
  }, [location.pathname]);

  const toggleGroup = useCallback(
    (group: NavGroup) => (isOpen: boolean) => setOpenMenu((current) => (isOpen ? group : current === group ? null : current)),
    [],
  );

  return (
    <header className="site-header">
      <div className="site-header__top container">
        <Link className="site-logo" to="/">
          <svg className="site-logo__mark" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
            <rect width="32" height="32" rx="7" fill="#fff" />
            <path d="M9 8h7a8 8 0 010 16H9zm4 4v8h3a4 4 0 000-8z" fill="#0b4f8a" />
          </svg>
          <span className="site-logo__name">{t("site.name")}</span>
        </Link>
        <div className="site-header__tools">
          <SearchToggle />
          <LanguageSwitch />
        </div>
      </div>
      <div className="site-header__bar">
        <div className="container site-header__bar-inner">
          <nav className="main-nav" aria-label={t("nav.main")}>
            <button
              type="button"
              className="main-nav__toggle"
              aria-expanded={isMainOpen}
              aria-controls={MAIN_LIST_ID}
              onClick={() => setIsMainOpen((open) => !open)}
            >
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" />
              </svg>
              {t("nav.menu")}
            </button>
            <ul id={MAIN_LIST_ID} className={`main-nav__list${isMainOpen ? " is-open" : ""}`}>
              <li>
                <Link to="/">{t("nav.home")}</Link>
              </li>
              {categoriesInGroup(categories, "main").map((category) => (
                <li key={category.id}>
                  <Link to={`/${category.id}/i`}>{category.name}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <nav className="group-nav" aria-label={t("nav.sections")}>
            {MENU_GROUPS.map((group) => {
              const items = categoriesInGroup(categories, group);
              if (items.length === 0) return null;
              return (
                <DisclosureMenu key={group} id={`menu-${group}`} label={t(`nav.${group}`)} isOpen={openMenu === group} onToggle={toggleGroup(group)}>
                  <CategoryLinks categories={items} />
                </DisclosureMenu>
              );
            })}
            <Link className="election-link" to="/election/parliament/2024">
              {t("nav.election2024")}
            </Link>
          </nav>
        </div>
      </div>
    </header>
  );
}
