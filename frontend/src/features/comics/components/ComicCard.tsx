import { useTranslation } from "@/shared/i18n/useTranslation";
import { Link } from "@/shared/router/Router";
import { useScreenLinks } from "@/shared/portal/ScreenLinks";

/** The comic entry of the front page slider: {id, title, image, publish_date}. */
export interface ComicCardItem {
  id: number;
  title: string;
  image: string;
  publish_date: string;
}

/** One comic in a list; the picture is decorative, the title beside it names the link. */
export function ComicCard({ comic }: { comic: ComicCardItem }) {
  const { t } = useTranslation();
  const links = useScreenLinks();
  return (
    <article className="news-card news-card--card comic-card">
      <Link className="news-card__link" to={links.comic(comic.id)}>
        <span className="news-card__media">
          {comic.image ? (
            <img className="news-thumb news-thumb--card news-thumb--comic" src={comic.image} width={480} height={270} alt="" loading="lazy" decoding="async" />
          ) : (
            <span className="news-thumb news-thumb--card news-thumb--empty" aria-hidden="true" />
          )}
        </span>
        <h3 className="news-card__title">{comic.title}</h3>
      </Link>
      <p className="news-card__meta">
        <span>{t("home.comic")}</span>
        <time dateTime={comic.publish_date}>{comic.publish_date.slice(0, 10)}</time>
      </p>
    </article>
  );
}
