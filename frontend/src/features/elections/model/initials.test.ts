import { describe, expect, it } from "vitest";
import { initials } from "./initials";

describe("initials", () => {
  it("takes the patronymic's and the given name's first letters", () => {
    expect(initials("Ухнаагийн Хүрэлсүх")).toBe("УХ");
    expect(initials("Khaltmaagiin Battulga")).toBe("KB");
    expect(initials("Ням-Осорын Учрал")).toBe("НУ");
  });

  it("reads the short form with an initial and a full stop", () => {
    expect(initials("О.Алтангэрэл")).toBe("ОА");
    expect(initials("D. Enkhbat")).toBe("DE");
  });

  it("has one letter for one name and none for none", () => {
    expect(initials("Battulga")).toBe("B");
    expect(initials("  ")).toBe("");
  });
});
