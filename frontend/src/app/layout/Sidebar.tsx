import { Fragment, useEffect, useRef, useState, type KeyboardEvent } from "react";
import { useTranslation } from "@/shared/i18n/useTranslation";
import { AdSlot } from "@/features/ads/components/AdSlot";
import { useFeaturedNews } from "@/features/news/api/useFeaturedNews";
import { useLatestNews } from "@/features/news/api/useLatestNews";
import { useTrendNews } from "@/features/news/api/useTrendNews";
import { NewsCard } from "@/features/news/components/NewsCard";
import { WeatherIsland } from "@/features/weather/components/WeatherIsland";
import type { NewsItem } from "@/features/news/model/types";
import { isNearBottom } from "@/shared/lib/isNearBottom";
import { Link } from "@/shared/router/Router";
import type { TranslationKey } from "@/shared/i18n/i18n";
import { pathTo } from "@/app/screenPaths";
import { SidebarServices } from "./SidebarServices";
import "./Sidebar.css";

const TABS = ["latest", "featured", "trend"] as const;
type SidebarTab = (typeof TABS)[number];

/** Each tab's whole list on a page of its own. */
const MORE: Record<SidebarTab, { to: string; key: TranslationKey }> = {
  latest: { to: pathTo("latest-list"), key: "sidebar.moreLatest" },
  featured: { to: pathTo("mobile-special"), key: "sidebar.moreFeatured" },
  trend: { to: pathTo("trend-list"), key: "sidebar.moreTrend" },
};

/** Banner slots after the 3rd and 8th items (spec section 9: 293 by 255). */
const AD_AFTER: Record<number, string> = { 3: "sidebar-1", 8: "sidebar-2" };

interface PanelList {
  items: readonly NewsItem[];
  isLoading: boolean;
  hasMore: boolean;
  hasFailed: boolean;
  loadMore: () => void;
}

function SidebarList({ list, label }: { list: PanelList; label: string }) {
  const { t } = useTranslation();
  const scrollRef = useRef<HTMLDivElement>(null);
  const loadMoreAtBottom = () => {
    const box = scrollRef.current;
    // loadMore itself keeps one request in flight at a time.
    if (box && list.hasMore && !list.isLoading && isNearBottom(box)) list.loadMore();
  };
  // The sidebar hydrates late (a deferred part): a reader may have scrolled it to the bottom
  // before onScroll was listening, or while a page was loading.
  useEffect(() => {
    // A failed load waits for the reader's retry or next scroll.
    if (!list.hasFailed && scrollRef.current?.scrollTop) loadMoreAtBottom();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- checked on mount and when a load ends
  }, [list.isLoading]);
  return (
    <div className="sidebar__scroll" ref={scrollRef} onScroll={loadMoreAtBottom} data-testid="sidebar-scroll">
      <ul className="sidebar__list" aria-label={label}>
        {list.items.map((item, index) => {
          const slotId = AD_AFTER[index + 1];
          return (
            <Fragment key={item.id}>
              <li className="sidebar__item">
                <NewsCard item={item} variant="row" headingLevel={3} hasStats={false} />
              </li>
              {slotId && <AdSlot slotId={slotId} width={293} height={255} as="li" />}
            </Fragment>
          );
        })}
      </ul>
      {list.isLoading && (
        <p className="sidebar__status" role="status">
          {t("news.loading")}
        </p>
      )}
      {list.hasFailed && (
        <p className="sidebar__status">
          {t("errors.loadFailed")}{" "}
          <button type="button" className="link-button" onClick={list.loadMore}>
            {t("errors.retry")}
          </button>
        </p>
      )}
    </div>
  );
}

/** The sidebar: new, featured and trend news in ARIA tabs, each list loading more as it scrolls. */
export function Sidebar() {
  const { t } = useTranslation();
  const [active, setActive] = useState<SidebarTab>("latest");
  const [visited, setVisited] = useState<ReadonlySet<SidebarTab>>(() => new Set(["latest"]));
  const tabRefs = useRef<Partial<Record<SidebarTab, HTMLButtonElement | null>>>({});

  const latest = useLatestNews();
  const featured = useFeaturedNews(visited.has("featured"));
  const trend = useTrendNews(visited.has("trend"));
  const trendList: PanelList = {
    items: trend.data?.nav_news_list ?? [],
    isLoading: trend.isPending && visited.has("trend"),
    hasMore: false,
    hasFailed: false,
    loadMore: () => {},
  };
  const lists: Record<SidebarTab, PanelList> = { latest, featured, trend: trendList };

  const select = (tab: SidebarTab, moveFocus = false) => {
    setActive(tab);
    setVisited((seen) => (seen.has(tab) ? seen : new Set([...seen, tab])));
    if (moveFocus) tabRefs.current[tab]?.focus();
  };

  // Arrow keys, Home and End move between tabs (WAI-ARIA tabs with automatic activation).
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = TABS.indexOf(active);
    const next: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: TABS.length - 1 };
    const target = next[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const tab = TABS[(target + TABS.length) % TABS.length];
    if (tab) select(tab, true);
  };

  return (
    <aside className="sidebar" aria-label={t("sidebar.label")}>
      <div className="sidebar__tabs" role="tablist" aria-label={t("sidebar.label")} onKeyDown={onKeyDown}>
        {TABS.map((tab) => (
          <button
            key={tab}
            ref={(node) => {
              tabRefs.current[tab] = node;
            }}
            type="button"
            role="tab"
            id={`sidebar-tab-${tab}`}
            aria-selected={active === tab}
            aria-controls={`sidebar-panel-${tab}`}
            tabIndex={active === tab ? 0 : -1}
            className="sidebar__tab"
            onClick={() => select(tab)}
          >
            {t(`sidebar.${tab}`)}
          </button>
        ))}
      </div>
      {TABS.map((tab) => (
        <div
          key={tab}
          role="tabpanel"
          id={`sidebar-panel-${tab}`}
          aria-labelledby={`sidebar-tab-${tab}`}
          hidden={active !== tab}
          className="sidebar__panel"
        >
          {visited.has(tab) && <SidebarList list={lists[tab]} label={t(`sidebar.${tab}`)} />}
          <Link className="sidebar__more" to={MORE[tab].to}>
            {t(MORE[tab].key)}
          </Link>
        </div>
      ))}
      <SidebarServices />
      <WeatherIsland />
    </aside>
  );
}
