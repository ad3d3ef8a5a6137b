import { describe, expect, it } from "vitest";
import { COMMENT_LIMITS, validateCommentDraft } from "./commentForm";

describe("validateCommentDraft", () => {
  it("asks for the comment first when it is empty or blank", () => {
    expect(validateCommentDraft({ body: "", name: "" })).toBe("empty");
    expect(validateCommentDraft({ body: "   \n ", name: "Bat" })).toBe("empty");
  });

  it("asks for a name", () => {
    expect(validateCommentDraft({ body: "Сайхан мэдээ", name: "  " })).toBe("nameRequired");
  });

  it("keeps the server's length limits", () => {
    expect(validateCommentDraft({ body: "a", name: "Bat" })).toBe("bodyLength");
    expect(validateCommentDraft({ body: "a".repeat(COMMENT_LIMITS.bodyMax + 1), name: "Bat" })).toBe("bodyLength");
    expect(validateCommentDraft({ body: "ok", name: "б".repeat(COMMENT_LIMITS.nameMax + 1) })).toBe("nameLength");
  });

  it("accepts a comment with a name", () => {
    expect(validateCommentDraft({ body: "Өнөөдөр үнэхээр сайхан", name: "Өлзий" })).toBeNull();
  });
});
