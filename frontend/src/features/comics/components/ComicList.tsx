import { ComicCard, type ComicCardItem } from "./ComicCard";

/** Comics as a news list lays out cards: tiles (grid) or a row that scrolls sideways (scroller). */
export function ComicList({ comics, layout }: { comics: readonly ComicCardItem[]; layout: "grid" | "scroller" }) {
  return (
    <ul className={`news-list news-list--${layout}`}>
      {comics.map((comic) => (
        <li key={comic.id} className="news-list__item">
          <ComicCard comic={comic} />
        </li>
      ))}
    </ul>
  );
}
