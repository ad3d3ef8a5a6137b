import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithPortal } from "@/testing/renderWithPortal";
import { makeNewsItem } from "../model/testItems";
import { NewsCard } from "./NewsCard";

describe("NewsCard", () => {
  it("links to the article by lid in the same tab, named once, with a srcset thumbnail", () => {
    const item = makeNewsItem({
      lid: "abc12",
      title: "Budget passed",
      renditions: { "480": "/m/480.jpg", "240": "/m/240.jpg" },
      views: 12345,
      publish_date: "2024-06-15T11:55:00+08:00",
    });
    renderWithPortal(<NewsCard item={item} />);
    // The title names the link once: the thumbnail beside it is decorative (alt="").
    const link = screen.getByRole("link", { name: "Budget passed" });
    expect(link).toHaveAttribute("href", "/abc12/r");
    expect(link).not.toHaveAttribute("target");
    const image = link.querySelector("img")!;
    expect(image).toHaveAttribute("alt", "");
    expect(image).toHaveAttribute("srcset", "/m/240.jpg 240w, /m/480.jpg 480w");
    expect(image).toHaveAttribute("width");
    expect(image).toHaveAttribute("height");
    expect(screen.getByText("12,345")).toBeInTheDocument();
    expect(screen.getByText("5 minutes ago")).toBeInTheDocument();
    // The category link follows `newstyppe` (the category), not the news type.
    expect(screen.getByRole("link", { name: "Politics" })).toHaveAttribute("href", "/10/i");
    expect(screen.queryByRole("link", { name: "News" })).toBeNull();
  });

  it("leaves the stats out where they are not shown, and names each stat beside its number", () => {
    const item = makeNewsItem({ views: 777, comment_count: 5, totalFavCount: 9 });
    const { container } = renderWithPortal(
      <>
        <NewsCard item={item} variant="row" />
        <NewsCard item={item} variant="row" hasStats={false} />
      </>,
    );
    const [withStats, without] = [...container.querySelectorAll("article")] as [HTMLElement, HTMLElement];
    expect(withStats.querySelector(".news-stat--views")).toHaveTextContent("Views777");
    expect(withStats.querySelector(".news-stat--comments")).toHaveTextContent("Comments5");
    expect(withStats.querySelector(".news-stat--shares")).toHaveTextContent("Shares9");
    expect(without.querySelector(".news-stats")).toBeNull();
    expect(without).not.toHaveTextContent("777");
  });

  it("opens in a new tab when newtab is 1 and marks live news", () => {
    renderWithPortal(<NewsCard item={makeNewsItem({ title: "Live now", newtab: 1, shuud: 1 })} />, { lang: "mn" });
    const link = screen.getByRole("link", { name: /Live now/ });
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener");
    expect(screen.getByText("Шууд")).toBeInTheDocument();
  });

  it("asks for a picture as wide as the lead is shown: half the column, or all of it", () => {
    const item = makeNewsItem({ renditions: { "640": "/m/640.jpg", "960": "/m/960.jpg" } });
    const { container } = renderWithPortal(
      <>
        <NewsCard item={item} variant="lead" />
        <NewsCard item={item} variant="lead" thumb="wide" />
      </>,
    );
    const [lead, wide] = [...container.querySelectorAll("img")];
    expect(lead).toHaveAttribute("sizes", "(min-width: 1024px) 560px, 100vw");
    expect(wide).toHaveAttribute("sizes", "(min-width: 1024px) 860px, 100vw");
  });

  it("keeps the Live badge apart from the title in the link's name", () => {
    for (const variant of ["card", "text"] as const) {
      const view = renderWithPortal(<NewsCard item={makeNewsItem({ shuud: 1, title: "VIDEO: The square at noon" })} variant={variant} />);
      expect(view.getByRole("link", { name: "Live: VIDEO: The square at noon" })).toBeInTheDocument();
      view.unmount();
    }
  });
});
