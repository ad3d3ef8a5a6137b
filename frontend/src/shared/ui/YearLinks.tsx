import { Link } from "@/shared/router/Router";
import "./chipNav.css";

interface YearLinksProps {
  /** Only years that have something to show: a reader never follows a link to an empty page. */
  years: readonly number[];
  current: number;
  pathFor: (year: number) => string;
  label: string;
}

/** Links to the years of a yearly page (feature page, horoscope footprint), the shown one marked. */
export function YearLinks({ years, current, pathFor, label }: YearLinksProps) {
  if (years.length === 0 || (years.length === 1 && years[0] === current)) return null;
  return (
    <nav className="chip-nav" aria-label={label}>
      <ul>
        {years.map((year) => (
          <li key={year}>
            <Link to={pathFor(year)} aria-current={year === current ? "page" : undefined}>
              {year}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
