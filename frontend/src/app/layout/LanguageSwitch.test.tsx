import { cleanup } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithPortal } from "@/testing/renderWithPortal";
import { articleUrl } from "@/features/news/api/useArticle";
import type { Article } from "@/features/news/model/readingTypes";
import type { Language } from "@/shared/i18n/language";
import { LanguageSwitch } from "./LanguageSwitch";

function articlePage(lang: Language, lid: string, pair: Article["pair"]) {
  const entity = { lid, language: lang, pair } as unknown as Article;
  return { [articleUrl(lang, lid)]: { status: 200, data: { entity } } };
}

afterEach(cleanup);

describe("LanguageSwitch", () => {
  it("leads from a paired article to its translation, in either edition", () => {
    const view = renderWithPortal(<LanguageSwitch />, {
      lang: "mn", path: "/ab12Cd34/r",
      queries: articlePage("mn", "ab12Cd34", { lid: "Zx98yW76", language: "en", title: "Budget" }),
    });
    expect(view.getByRole("link").getAttribute("href")).toBe("/en/Zx98yW76/r");
  });

  it("leads from an English translation back to its Mongolian original", () => {
    const view = renderWithPortal(<LanguageSwitch />, {
      lang: "en", path: "/Zx98yW76/r",
      queries: articlePage("en", "Zx98yW76", { lid: "ab12Cd34", language: "mn", title: "Төсөв" }),
    });
    expect(view.getByRole("link").getAttribute("href")).toBe("/ab12Cd34/r");
  });

  it("leads from an article without a pair to the other edition's front page", () => {
    const view = renderWithPortal(<LanguageSwitch />, { lang: "mn", path: "/ab12Cd34/r", queries: articlePage("mn", "ab12Cd34", null) });
    expect(view.getByRole("link").getAttribute("href")).toBe("/en/");
  });

  it("keeps a screen of both editions in place", () => {
    const view = renderWithPortal(<LanguageSwitch />, { lang: "mn", path: "/12/i" });
    expect(view.getByRole("link").getAttribute("href")).toBe("/en/12/i");
  });

  it("is named by the whole language while a narrow phone shows its short form", () => {
    const view = renderWithPortal(<LanguageSwitch />, { lang: "mn", path: "/12/i" });
    expect(view.getByRole("link", { name: "English" })).toHaveTextContent("EnglishENG");
  });
});
