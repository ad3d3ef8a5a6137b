import { describe, expect, it } from "vitest";
import { confirmToken, sectionsField, toggleSection, validateEmail } from "./subscribeForm";

describe("validateEmail", () => {
  it("asks for an address when none is typed", () => {
    expect(validateEmail("")).toBe("emailRequired");
    expect(validateEmail("   ")).toBe("emailRequired");
  });

  it("refuses what cannot be an address", () => {
    for (const text of ["reader", "reader@", "@example.mn", "two words@example.mn", "reader@example", "<a@b.mn>"]) {
      expect(validateEmail(text), text).toBe("emailInvalid");
    }
    expect(validateEmail(`${"x".repeat(250)}@example.mn`)).toBe("emailInvalid");
  });

  it("takes an ordinary address, spaces around it trimmed", () => {
    expect(validateEmail(" reader@example.mn ")).toBeNull();
    expect(validateEmail("Бат.Болд@жишээ.мн")).toBeNull();
  });
});

describe("sections", () => {
  it("sends the chosen ids in order, or nothing for every section", () => {
    expect(sectionsField(new Set())).toBe("");
    expect(sectionsField(new Set([12, 3, 7]))).toBe("3,7,12");
  });

  it("toggles a section without changing the set it was given", () => {
    const chosen = new Set([1]);
    expect([...toggleSection(chosen, 2)]).toEqual([1, 2]);
    expect([...toggleSection(chosen, 1)]).toEqual([]);
    expect([...chosen]).toEqual([1]);
  });
});

describe("confirmToken", () => {
  it("reads the link's token and ignores anything else", () => {
    expect(confirmToken("?token=WzEsImFiYyJd:1tXyZ:abc-_")).toBe("WzEsImFiYyJd:1tXyZ:abc-_");
    expect(confirmToken("")).toBeNull();
    expect(confirmToken("?token=")).toBeNull();
    expect(confirmToken("?token=<script>")).toBeNull();
  });
});
