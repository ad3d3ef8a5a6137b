import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithPortal } from "@/testing/renderWithPortal";
import type { ArticleCorrection, CorrectionItem } from "../model/types";
import { ArticleCorrections } from "./ArticleCorrections";
import { CorrectionList } from "./CorrectionList";

const correction = (fields: Partial<CorrectionItem> = {}): CorrectionItem => ({
  id: 1,
  kind: "correction",
  text: "An earlier version gave the wrong date.",
  published_at: "2024-06-15T09:30:00+08:00",
  title: "Water prices rise",
  lid: "abc12",
  ...fields,
});

afterEach(cleanup);

const idle = { isPending: false, hasMore: false, isLoading: false, hasFailed: false, onLoadMore: () => {} };

describe("CorrectionList", () => {
  it("names each correction's kind and date and links to its article", () => {
    renderWithPortal(
      <CorrectionList
        {...idle}
        corrections={[correction(), correction({ id: 2, kind: "clarification", title: "Budget vote", lid: "xyz99", text: "The figure is an estimate." })]}
      />,
    );
    const [first, second] = screen.getAllByRole("article") as [HTMLElement, HTMLElement];
    expect(first).toHaveTextContent("Correction");
    expect(first.querySelector("time")).toHaveAttribute("dateTime", "2024-06-15T09:30:00+08:00");
    expect(first.querySelector("time")).toHaveTextContent("2024-06-15");
    expect(screen.getByRole("link", { name: "Water prices rise" })).toHaveAttribute("href", "/abc12/r");
    expect(second).toHaveTextContent("Clarification");
    expect(second).toHaveTextContent("The figure is an estimate.");
    expect(screen.getByRole("link", { name: "Budget vote" })).toHaveAttribute("href", "/xyz99/r");
  });

  it("offers more corrections while there are more, in Mongolian too", () => {
    const onLoadMore = vi.fn();
    renderWithPortal(<CorrectionList {...idle} corrections={[correction()]} hasMore onLoadMore={onLoadMore} />, { lang: "mn" });
    expect(screen.getByText("Залруулга")).toBeInTheDocument();
    expect(screen.getByText("2024 оны 6-р сарын 15")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Бусад залруулга" }));
    expect(onLoadMore).toHaveBeenCalledOnce();
  });

  it("says there are none once the list has come, and nothing before", () => {
    const pending = renderWithPortal(<CorrectionList {...idle} corrections={[]} isPending />);
    expect(screen.queryByText("No corrections or clarifications have been published.")).toBeNull();
    expect(screen.getByRole("status")).toHaveTextContent("Loading");
    pending.unmount();
    renderWithPortal(<CorrectionList {...idle} corrections={[]} />);
    expect(screen.getByText("No corrections or clarifications have been published.")).toBeInTheDocument();
    expect(screen.queryByRole("button")).toBeNull();
  });
});

describe("ArticleCorrections", () => {
  const notes: ArticleCorrection[] = [
    { id: 1, kind: "correction", text: "The date is corrected.", published_at: "2024-06-14T10:00:00+08:00", position: "top" },
    { id: 2, kind: "clarification", text: "The figure is an estimate.", published_at: "2024-06-15T10:00:00+08:00", position: "bottom" },
  ];

  it("shows only the notes the editor placed here, labelled and dated", () => {
    renderWithPortal(<ArticleCorrections corrections={notes} position="bottom" listHref="/corrections" />);
    const region = screen.getByRole("region", { name: "Corrections to this article" });
    expect(region).toHaveTextContent("Clarification");
    expect(region).toHaveTextContent("2024-06-15");
    expect(region).toHaveTextContent("The figure is an estimate.");
    expect(region).not.toHaveTextContent("The date is corrected.");
  });

  it("leads to the public list of every correction", () => {
    renderWithPortal(<ArticleCorrections corrections={notes} position="top" listHref="/corrections" />);
    const region = screen.getByRole("region", { name: "Corrections to this article" });
    expect(within(region).getByRole("link", { name: "All corrections and clarifications" })).toHaveAttribute("href", "/corrections");
  });

  it("shows nothing where no note was placed", () => {
    const { container } = renderWithPortal(<ArticleCorrections corrections={notes.slice(1)} position="top" listHref="/corrections" />);
    expect(container).toBeEmptyDOMElement();
  });
});
