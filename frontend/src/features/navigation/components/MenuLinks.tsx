import type { MouseEvent } from "react";
import { useTranslation } from "@/shared/i18n/useTranslation";
import { Link } from "@/shared/router/Router";
import type { MenuEntry } from "../model/types";

interface MenuLinksProps {
  entries: readonly MenuEntry[];
  className?: string;
  /** Called on a plain click of a link of this site (the drawer closes itself and replaces its history entry). */
  onNavigate?: (event: MouseEvent<HTMLAnchorElement>, href: string) => void;
}

/** A menu's links: this site's screens through the router, other sites in a new tab. */
export function MenuLinks({ entries, className = "menu-list", onNavigate }: MenuLinksProps) {
  const { t } = useTranslation();
  return (
    <ul className={className}>
      {entries.map((entry) => (
        <li key={`${entry.href}|${entry.label}`}>
          {entry.external ? (
            <a href={entry.href} target="_blank" rel="noopener">
              {entry.label}
              <span className="visually-hidden"> {t("nav.opensInNewTab")}</span>
            </a>
          ) : (
            <Link to={entry.href} onClick={onNavigate && ((event) => onNavigate(event, entry.href))}>
              {entry.label}
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}
