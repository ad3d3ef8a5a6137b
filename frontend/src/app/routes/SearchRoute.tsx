import { useId, useRef, type FormEvent } from "react";
import { useTranslation } from "@/shared/i18n/useTranslation";
import { Link, useNavigate, useSearchParams } from "@/shared/router/Router";
import { usePortal } from "@/shared/portal/PortalContext";
import { useSearchNews, type SearchHit, type SearchOptions } from "@/features/news/api/useSearchNews";
import { useCategories } from "@/features/news/api/useCategories";
import { NewsList } from "@/features/news/components/NewsList";
import "@/features/news/sections.css";
import { useHead } from "@/shared/hooks/useHead";
import { LoadMoreButton } from "@/shared/ui/LoadMoreButton";

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The search page's address for a query and its choices (a plain GET of the form makes the same). */
function searchPath(query: string, options: SearchOptions): string {
  const params = new URLSearchParams({ query });
  if (options.sort === "date") params.set("sort", "date");
  if (options.category) params.set("category", String(options.category));
  if (options.dateFrom) params.set("dateFrom", options.dateFrom);
  if (options.dateTo) params.set("dateTo", options.dateTo);
  return `/msearch?${params.toString()}`;
}

const marksOf = (item: SearchHit) => item.marks;

function SearchResults({ query, options }: { query: string; options: SearchOptions }) {
  const { t } = useTranslation();
  const results = useSearchNews(query, options);
  if (results.error?.status === 400) {
    // The API explains an empty, over-long, sign-only or foreign-script query in the reader's language.
    return (
      <p className="search-page__message" role="alert">
        {results.error.message || t("search.invalid")}
      </p>
    );
  }
  if (results.error) {
    return (
      <p className="error" role="alert">
        {t("errors.loadFailed")}
      </p>
    );
  }
  if (results.isPending) return <p role="status">{t("news.loading")}</p>;
  if (results.items.length === 0) {
    return (
      <div className="search-page__message" role="status">
        <p>{t("search.noResults", { query: query.trim() })}</p>
        {results.suggestion && (
          <p className="search-page__suggestion">
            {t("search.didYouMean")} <Link to={searchPath(results.suggestion, options)}>{results.suggestion}</Link>
          </p>
        )}
      </div>
    );
  }
  return (
    <>
      <p className="search-page__summary" role="status">
        {t(options.sort === "date" ? "search.resultsNewest" : "search.resultsBest", { query: query.trim() })}
      </p>
      <NewsList items={results.items} variant="row" layout="stack" headingLevel={2} showLead marksOf={marksOf} />
      {results.hasMore && <LoadMoreButton onClick={results.loadMore} isLoading={results.isLoading} hasFailed={results.hasFailed} />}
    </>
  );
}

function SearchScreen({ query, options }: { query: string | null; options: SearchOptions }) {
  const { t } = useTranslation();
  const { base } = usePortal();
  const navigate = useNavigate();
  const form = useRef<HTMLFormElement>(null);
  const inputId = useId();
  const sortId = useId();
  const categoryId = useId();
  const fromId = useId();
  const toId = useId();
  const categories = useCategories();
  const shown = query?.trim() ?? "";
  useHead({
    title: `${shown ? t("search.resultsTitle", { query: shown }) : t("search.title")} · ${t("site.name")}`,
    description: t("search.description"),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? "");
    navigate(
      searchPath(text("query"), {
        sort: text("sort") === "date" ? "date" : "relevance",
        category: Number(text("category")) || null,
        dateFrom: DAY.test(text("dateFrom")) ? text("dateFrom") : null,
        dateTo: DAY.test(text("dateTo")) ? text("dateTo") : null,
      }),
    );
  };

  return (
    <div className="section-screen search-page">
      <h1 className="page-title">{t("search.title")}</h1>
      {/* A plain GET form: it works before the script loads, and the script keeps it in the app. */}
      <form ref={form} className="search-page__form" role="search" action={`${base}/msearch`} method="get" onSubmit={onSubmit}>
        <div className="search-page__row">
          <label className="visually-hidden" htmlFor={inputId}>
            {t("search.label")}
          </label>
          <input
            id={inputId}
            className="search-page__input"
            type="search"
            name="query"
            defaultValue={query ?? ""}
            placeholder={t("search.placeholder")}
            autoComplete="off"
          />
          <button type="submit" className="button">
            {t("search.submit")}
          </button>
        </div>
        <div className="search-page__filters">
          <label htmlFor={sortId}>{t("search.sort")}</label>
          <select id={sortId} name="sort" defaultValue={options.sort ?? "relevance"}>
            <option value="relevance">{t("search.sortBest")}</option>
            <option value="date">{t("search.sortNewest")}</option>
          </select>
          <label htmlFor={categoryId}>{t("search.category")}</label>
          <select id={categoryId} name="category" defaultValue={options.category ? String(options.category) : ""}>
            <option value="">{t("search.anyCategory")}</option>
            {categories.data?.categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </select>
          <label htmlFor={fromId}>{t("search.dateFrom")}</label>
          <input id={fromId} type="date" name="dateFrom" defaultValue={options.dateFrom ?? ""} />
          <label htmlFor={toId}>{t("search.dateTo")}</label>
          <input id={toId} type="date" name="dateTo" defaultValue={options.dateTo ?? ""} />
        </div>
      </form>
      {query === null ? <p className="search-page__hint">{t("search.hint")}</p> : <SearchResults query={query} options={options} />}
    </div>
  );
}

/** `/msearch?query=`: search results, best match first (or newest first), with filters and "more". */
export function SearchRoute() {
  const [params] = useSearchParams();
  const query = params.get("query");
  const day = (name: string) => {
    const value = params.get(name);
    return value && DAY.test(value) ? value : null;
  };
  const options: SearchOptions = {
    sort: params.get("sort") === "date" ? "date" : "relevance",
    category: Number(params.get("category")) || null,
    dateFrom: day("dateFrom"),
    dateTo: day("dateTo"),
  };
  const key = [query ?? "\u0000", options.sort, options.category, options.dateFrom, options.dateTo].join("|");
  return <SearchScreen key={key} query={query} options={options} />;
}
