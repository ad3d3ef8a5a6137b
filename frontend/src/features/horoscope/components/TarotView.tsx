import { useTranslation } from "@/shared/i18n/useTranslation";
import type { HoroscopePage } from "../model/types";
import "./horoscope.css";

/** The day's card and the deck; says so when the deck has no cards yet. */
export function TarotView({ page }: { page: HoroscopePage }) {
  const { t } = useTranslation();
  const cards = page.cards ?? [];
  const daily = page.daily_card;
  return (
    <>
      {daily ? (
        <section className="horoscope-card tarot-daily" aria-label={t("horoscope.dailyCard")}>
          <p className="horoscope-card__kicker">{t("horoscope.dailyCard")}</p>
          {daily.card.image && (
            <img
              className={daily.is_reversed ? "tarot-card tarot-card--reversed" : "tarot-card"}
              src={daily.card.image}
              width={140}
              height={240}
              alt={daily.card.name}
            />
          )}
          <h2>
            {daily.card.name}
            {daily.is_reversed && ` (${t("horoscope.reversed")})`}
          </h2>
          <p>{daily.is_reversed ? daily.card.reversed_meaning : daily.card.meaning}</p>
        </section>
      ) : (
        <div className="horoscope-card tarot-empty">
          {page.card_back && <img className="tarot-card" src={page.card_back} width={140} height={240} alt="" />}
          <p>{t("horoscope.noTarot")}</p>
        </div>
      )}
      {cards.length > 0 && (
        <ul className="tarot-grid">
          {cards.map((card) => (
            <li key={card.slug} className="tarot-grid__item">
              {card.image && <img className="tarot-card" src={card.image} width={140} height={240} alt="" loading="lazy" />}
              <h2 className="tarot-grid__name">{card.name}</h2>
              <p className="muted">{card.meaning}</p>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
