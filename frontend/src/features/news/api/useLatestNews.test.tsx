import { act } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithPortal } from "@/testing/renderWithPortal";
import { makeNewsItem } from "../model/testItems";
import { latestNewsUrl, useLatestNews } from "./useLatestNews";

let renders = 0;

function Latest() {
  renders += 1;
  const latest = useLatestNews();
  return <p>{latest.items.map((item) => item.title).join(", ")}</p>;
}

describe("useLatestNews", () => {
  it("shows the embedded first page from the first render, and does not render again once mounted", async () => {
    renders = 0;
    const items = [makeNewsItem({ id: 1, title: "One" }), makeNewsItem({ id: 2, title: "Two" })];
    const { container } = renderWithPortal(<Latest />, {
      queries: { [latestNewsUrl("en")]: { status: 200, data: { shinemedee_list: items } } },
    });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50)); // effects have run
    });
    expect(container).toHaveTextContent("One, Two");
    // A reset to the same first page on mount re-rendered the whole front page after hydration.
    expect(renders).toBe(1);
  });
});
