import { describe, expect, it } from "vitest";
import { createI18n } from "./i18n";
import en from "./locales/en.json";
import mn from "./locales/mn.json";

describe("t() with a count", () => {
  const english = createI18n("en", en).t;
  const mongolian = createI18n("mn", mn).t;

  it("picks the English singular for one and the plural for every other count", () => {
    expect(english("comments.count", { count: 1, formatted: "1" })).toBe("1 comment");
    expect(english("comments.count", { count: 0, formatted: "0" })).toBe("0 comments");
    expect(english("comments.count", { count: 2, formatted: "2" })).toBe("2 comments");
    expect(english("comments.count", { count: 1234, formatted: "1,234" })).toBe("1,234 comments");
    expect(english("polls.votes", { count: 1, formatted: "1" })).toBe("1 vote");
    expect(english("polls.total", { count: 21, formatted: "21" })).toBe("Total: 21 votes");
    expect(english("time.minutes", { count: 1 })).toBe("1 minute ago");
    expect(english("time.hours", { count: 5 })).toBe("5 hours ago");
    expect(english("elections.mandates", { count: 1, seats: 1 })).toBe("1 seat");
    expect(english("exchange.periodDays", { count: 30, days: 30 })).toBe("30 days");
  });

  it("uses Mongolian's own forms (one and other: a noun after a numeral stays as it is)", () => {
    expect(new Intl.PluralRules("mn").resolvedOptions().pluralCategories.sort()).toEqual(["one", "other"]);
    expect(mongolian("comments.count", { count: 1, formatted: "1" })).toBe("1 сэтгэгдэл");
    expect(mongolian("comments.count", { count: 7, formatted: "7" })).toBe("7 сэтгэгдэл");
    expect(mongolian("polls.voteCount", { count: 1, formatted: "1" })).toBe("1 санал");
    expect(mongolian("time.minutes", { count: 1 })).toBe("1 минутын өмнө");
    expect(mongolian("time.hours", { count: 3 })).toBe("3 цагийн өмнө");
  });

  it("falls back to the `_other` form, then to a plain string, then to the key", () => {
    const t = createI18n("en", {
      a: { items_other: "{{count}} items" },
      b: { plain: "{{count}} things" },
    }).t as (key: string, values?: Record<string, string | number>) => string;
    expect(t("a.items", { count: 1 })).toBe("1 items");
    expect(t("b.plain", { count: 1 })).toBe("1 things");
    expect(t("c.missing", { count: 1 })).toBe("c.missing");
  });

  it("resolves by the language's rules, not English's, for every category the language has", () => {
    const catalog = { n: { x_one: "one", x_few: "few", x_many: "many", x_other: "other" } };
    const t = createI18n("ru" as "en", catalog).t as (key: string, values: { count: number }) => string;
    expect([1, 3, 5, 21].map((count) => t("n.x", { count }))).toEqual(["one", "few", "many", "one"]);
  });
});

describe("UI catalogs' plural keys", () => {
  function pluralBases(value: unknown, prefix = ""): Map<string, string[]> {
    const bases = new Map<string, string[]>();
    if (typeof value !== "object" || value === null) return bases;
    for (const [key, child] of Object.entries(value)) {
      const path = prefix ? `${prefix}.${key}` : key;
      const form = /^(.+)_(zero|one|two|few|many|other)$/.exec(path);
      if (typeof child === "string" && form) bases.set(form[1]!, [...(bases.get(form[1]!) ?? []), form[2]!]);
      for (const [base, forms] of pluralBases(child, path)) bases.set(base, forms);
    }
    return bases;
  }

  it("give every count each plural category its language has", () => {
    for (const [lang, catalog] of [["en", en], ["mn", mn]] as const) {
      const needed = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
      const bases = pluralBases(catalog);
      expect(bases.size, lang).toBeGreaterThan(10);
      for (const [base, forms] of bases) expect(forms.sort(), `${lang} ${base}`).toEqual([...needed].sort());
    }
  });
});
