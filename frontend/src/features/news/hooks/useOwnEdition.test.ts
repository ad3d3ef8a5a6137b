import { describe, expect, it } from "vitest";
import { ownEditionPath } from "./useOwnEdition";

describe("ownEditionPath", () => {
  it("stays put when the article is in the edition's language", () => {
    expect(ownEditionPath("mn", "mn", "ab12Cd34")).toBeNull();
    expect(ownEditionPath("en", "en", "ab12Cd34")).toBeNull();
  });

  it("moves an article to its own edition", () => {
    expect(ownEditionPath("en", "mn", "ab12Cd34")).toBe("/en/ab12Cd34/r");
    expect(ownEditionPath("mn", "en", "ab12Cd34")).toBe("/ab12Cd34/r");
  });

  it("stays put while the article is not loaded or its language is unknown", () => {
    expect(ownEditionPath(undefined, "en", "ab12Cd34")).toBeNull();
    expect(ownEditionPath("fr", "en", "ab12Cd34")).toBeNull();
  });
});
