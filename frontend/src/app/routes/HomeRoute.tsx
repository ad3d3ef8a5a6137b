import { useRef } from "react";
import { useTranslation } from "@/shared/i18n/useTranslation";
import { BigBanner } from "@/features/ads/components/BigBanner";
import { HoverAd } from "@/features/ads/components/HoverAd";
import { ComicList } from "@/features/comics/components/ComicList";
import { useHomeSlider } from "@/features/news/api/useHomeSlider";
import { useLatestNews } from "@/features/news/api/useLatestNews";
import { useSpecials } from "@/features/news/api/useSpecials";
import { useTrendNews } from "@/features/news/api/useTrendNews";
import { NewsCard } from "@/features/news/components/NewsCard";
import { NewsList } from "@/features/news/components/NewsList";
import { useNearViewport } from "@/features/news/hooks/useNearViewport";
import type { NewsItem } from "@/features/news/model/types";
import { ActivePollCard } from "@/features/polls/components/ActivePollCard";
import { SaveForOffline } from "@/features/offline/components/SaveForOffline";
import { StoryRail } from "@/features/stories/components/StoryRail";
import { useHead } from "@/shared/hooks/useHead";
import { Deferred } from "@/shared/hydration/deferred";
import { LoadMoreButton } from "@/shared/ui/LoadMoreButton";
import { Section } from "@/shared/ui/Section";
import { pathTo } from "@/app/screenPaths";

const FEATURED_BESIDE_LEAD = 3;

function SliderRow({ title, items }: { title: string; items: readonly NewsItem[] }) {
  if (items.length === 0) return null;
  return (
    <Section title={title} className="section--row">
      <NewsList items={items} layout="scroller" />
    </Section>
  );
}

/**
 * A row's place while it loads: cards in a sideways row share one height (global.css), so the row
 * arrives without moving what is below it (the sidebar and footer on a phone).
 */
function PlaceholderRow({ title }: { title: string }) {
  return (
    <Section title={title} className="section--row">
      <ul className="news-list news-list--scroller" aria-hidden="true">
        {[0, 1, 2].map((key) => (
          <li key={key}>
            <div className="news-card news-card--card news-card--placeholder">
              <span className="news-card__media">
                <span className="news-thumb" />
              </span>
              <span className="news-card__title" />
              <span className="news-card__meta" />
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/**
 * The interview, lifestyle, tech and comic rows. They sit at the foot of the page, so they are asked
 * for as the reader nears them, and their arrival re-renders only this part of the page.
 */
function HomeRows() {
  const { t } = useTranslation();
  const anchor = useRef<HTMLDivElement>(null);
  const { data: slider, error } = useHomeSlider(useNearViewport(anchor, "600px"));
  const titles = { interview: t("home.interview"), lifestyle: t("home.lifestyle"), tech: t("home.tech"), comic: t("home.comic") };
  if (!slider) {
    return (
      <div ref={anchor} className="home__rows" data-testid="home-rows" aria-busy={!error}>
        {!error && Object.values(titles).map((title) => <PlaceholderRow key={title} title={title} />)}
      </div>
    );
  }
  return (
    <div ref={anchor} className="home__rows" data-testid="home-rows">
      <SliderRow title={titles.interview} items={slider.interview} />
      <SliderRow title={titles.lifestyle} items={slider.lifestyle} />
      <SliderRow title={titles.tech} items={slider.tech} />
      {slider.comic.length > 0 && (
        <Section title={titles.comic} className="section--row">
          <ComicList comics={slider.comic} layout="scroller" />
        </Section>
      )}
    </div>
  );
}

/** The front page: featured stories, the latest news, the trend list and the sliders. */
export function HomeRoute() {
  const { t } = useTranslation();
  useHead({ title: `${t("site.tagline")} · ${t("site.name")}`, description: t("home.description") });
  const specials = useSpecials().data?.ontslohNewsList;
  const latest = useLatestNews();
  const trend = useTrendNews().data?.nav_news_list ?? [];
  const lead = specials?.tom[0];
  const classic = specials?.classic ?? [];
  // Beside the lead go as many rows as it is tall; the rest run in a row under both.
  const beside = lead ? classic.slice(0, FEATURED_BESIDE_LEAD) : classic;
  const below = lead ? classic.slice(FEATURED_BESIDE_LEAD) : [];
  const photos = specials?.zurag ?? [];

  return (
    <div className="home">
      <h1 className="visually-hidden">{t("site.name")}</h1>
      {/* The sections hydrate one per task after the story rail, banners and poll (<Deferred>). */}
      <StoryRail />
      <BigBanner />
      {(lead || classic.length > 0) && (
        <Deferred>
          <Section title={t("home.featured")} className="featured">
            <div className="featured__grid">
              {lead && (
                <div className="featured__lead">
                  <NewsCard item={lead} variant="lead" isPriority showLead />
                </div>
              )}
              {beside.length > 0 && <NewsList items={beside} variant="row" layout="stack" />}
            </div>
            {below.length > 0 && (
              <div className="featured__more">
                <NewsList items={below} variant="row" layout="grid" />
              </div>
            )}
          </Section>
        </Deferred>
      )}
      {/* "Save for offline": the day's top stories are the featured ones (features/offline). */}
      <SaveForOffline stories={[...(lead ? [lead] : []), ...classic]} savedListPath={pathTo("saved")} />
      <HoverAd />
      {photos.length > 0 && (
        <Deferred>
          <Section title={t("home.photo")} className="section--photos">
            <NewsList items={photos} layout="grid" />
          </Section>
        </Deferred>
      )}
      <Deferred>
        <Section title={t("home.latest")}>
          {latest.items.length > 0 ? <NewsList items={latest.items} layout="grid" /> : <p>{t("news.empty")}</p>}
          {latest.hasMore && <LoadMoreButton onClick={latest.loadMore} isLoading={latest.isLoading} hasFailed={latest.hasFailed} />}
        </Section>
      </Deferred>
      {trend.length > 0 && (
        <Deferred>
          <Section title={t("home.trend")}>
            <NewsList items={trend} variant="text" layout="stack" ordered />
          </Section>
        </Deferred>
      )}
      <ActivePollCard />
      <Deferred>
        <HomeRows />
      </Deferred>
    </div>
  );
}
