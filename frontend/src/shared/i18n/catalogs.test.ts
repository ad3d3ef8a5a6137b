import { describe, expect, it } from "vitest";
import en from "./locales/en.json";
import mn from "./locales/mn.json";

function keysOf(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

function valuesOf(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (typeof value !== "object" || value === null) return [];
  return Object.values(value).flatMap(valuesOf);
}

describe("UI string catalogs", () => {
  it("have exactly the same keys in Mongolian and English", () => {
    expect(keysOf(mn).sort()).toEqual(keysOf(en).sort());
  });

  it("miss no key in either language (named, so the failure says which)", () => {
    const mnKeys = new Set(keysOf(mn));
    const enKeys = new Set(keysOf(en));
    expect([...mnKeys].filter((key) => !enKeys.has(key)), "missing in en.json").toEqual([]);
    expect([...enKeys].filter((key) => !mnKeys.has(key)), "missing in mn.json").toEqual([]);
  });

  it("carry the admin menu labels of the specification in both languages", () => {
    const labels = ["dashboard", "news", "comments", "polls", "comics", "stories", "elections", "ads", "pages", "settings", "logout"];
    for (const catalog of [mn, en]) {
      for (const label of labels) expect((catalog.admin as Record<string, string>)[label], label).toBeTruthy();
    }
  });

  it("have no empty strings", () => {
    expect(valuesOf(mn).filter((text) => text.trim() === "")).toEqual([]);
    expect(valuesOf(en).filter((text) => text.trim() === "")).toEqual([]);
  });

  it("use the same interpolation variables in both languages", () => {
    const variables = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();
    const mnStrings = Object.fromEntries(keysOf(mn).map((key, i) => [key, valuesOf(mn)[i] ?? ""]));
    const enStrings = Object.fromEntries(keysOf(en).map((key, i) => [key, valuesOf(en)[i] ?? ""]));
    for (const key of Object.keys(mnStrings)) {
      expect(variables(mnStrings[key] ?? ""), key).toEqual(variables(enStrings[key] ?? ""));
    }
  });

  it("write Mongolian in Cyrillic", () => {
    expect(mn.site.name).toMatch(/[А-Яа-яӨөҮүЁё]/);
    expect(valuesOf(mn).join(" ")).toMatch(/[өү]/);
  });
});
