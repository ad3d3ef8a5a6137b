import { cleanup } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithPortal } from "@/testing/renderWithPortal";
import { ArticlePairLink } from "./ArticlePairLink";

afterEach(cleanup);

describe("ArticlePairLink", () => {
  it("offers the English translation on a Mongolian article, in Mongolian", () => {
    const view = renderWithPortal(<ArticlePairLink pair={{ lid: "Zx98yW76", language: "en", title: "The budget is passed" }} />, { lang: "mn" });
    const link = view.getByRole("link", { name: "Англиар унших" });
    expect(link.getAttribute("href")).toBe("/en/Zx98yW76/r");
    expect(link.getAttribute("hreflang")).toBe("en");
    expect(view.getByText("The budget is passed").getAttribute("lang")).toBe("en");
  });

  it("offers the Mongolian original on an English article, in English", () => {
    const view = renderWithPortal(<ArticlePairLink pair={{ lid: "ab12Cd34", language: "mn", title: "Төсөв батлагдлаа" }} />, { lang: "en" });
    expect(view.getByRole("link", { name: "Read in Mongolian" }).getAttribute("href")).toBe("/ab12Cd34/r");
  });
});
