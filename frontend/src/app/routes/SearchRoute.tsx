import { useId, useRef, type FormEvent } from "react";
import { useTranslation } from "@/shared/i18n/useTranslation";
import { useNavigate, useSearchParams } from "@/shared/router/Router";
import { usePortal } from "@/shared/portal/PortalContext";
import { useSearchNews } from "@/features/news/api/useSearchNews";
import { NewsList } from "@/features/news/components/NewsList";
import "@/features/news/sections.css";
import { useHead } from "@/shared/hooks/useHead";
import { LoadMoreButton } from "@/shared/ui/LoadMoreButton";

function SearchResults({ query }: { query: string }) {
  const { t } = useTranslation();
  const results = useSearchNews(query);
  if (results.error?.status === 400) {
    // The API explains an empty or over-long query in the reader's language.
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
      <p className="search-page__message" role="status">
        {t("search.noResults", { query: query.trim() })}
      </p>
    );
  }
  return (
    <>
      <p className="search-page__summary" role="status">
        {t("search.resultsFor", { query: query.trim() })}
      </p>
      <NewsList items={results.items} variant="row" layout="stack" headingLevel={2} />
      {results.hasMore && <LoadMoreButton onClick={results.loadMore} isLoading={results.isLoading} hasFailed={results.hasFailed} />}
    </>
  );
}

function SearchScreen({ query }: { query: string | null }) {
  const { t } = useTranslation();
  const { base } = usePortal();
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const shown = query?.trim() ?? "";
  useHead({
    title: `${shown ? t("search.resultsTitle", { query: shown }) : t("search.title")} · ${t("site.name")}`,
    description: t("search.description"),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    navigate(`/msearch?query=${encodeURIComponent(input.current?.value ?? "")}`);
  };

  return (
    <div className="section-screen search-page">
      <h1 className="page-title">{t("search.title")}</h1>
      {/* A plain GET form: it works before the script loads, and the script keeps it in the app. */}
      <form className="search-page__form" role="search" action={`${base}/msearch`} method="get" onSubmit={onSubmit}>
        <label className="visually-hidden" htmlFor={inputId}>
          {t("search.label")}
        </label>
        <input
          ref={input}
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
      </form>
      {query === null ? <p className="search-page__hint">{t("search.hint")}</p> : <SearchResults query={query} />}
    </div>
  );
}

/** `/msearch?query=`: search results, title matches first, with "more"; the header's search lands here. */
export function SearchRoute() {
  const [params] = useSearchParams();
  const query = params.get("query");
  return <SearchScreen key={query ?? "\u0000"} query={query} />;
}
