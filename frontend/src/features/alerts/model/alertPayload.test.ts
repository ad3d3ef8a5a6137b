import { describe, expect, it } from "vitest";
import { alertNotification, parseAlertPayload } from "./alertPayload";

const PAYLOAD = { title: "Улсын Их Хурал шинэ хууль баталлаа", url: "https://news.example.mn/abc123/r", edition: "mn", tag: "alert-7" };

describe("parseAlertPayload", () => {
  it("reads the alert's title, link, edition and tag", () => {
    expect(parseAlertPayload(JSON.stringify(PAYLOAD))).toEqual(PAYLOAD);
    const { tag: _tag, ...untagged } = PAYLOAD;
    expect(parseAlertPayload(JSON.stringify(untagged))?.tag).toBe(PAYLOAD.url);
  });

  it("refuses anything that is not an alert", () => {
    for (const text of [
      "not json",
      "null",
      "[]",
      JSON.stringify({ ...PAYLOAD, title: "" }),
      JSON.stringify({ ...PAYLOAD, url: "javascript:alert(1)" }),
      JSON.stringify({ ...PAYLOAD, url: "/relative" }),
      JSON.stringify({ ...PAYLOAD, edition: "ru" }),
    ]) {
      expect(parseAlertPayload(text)).toBeNull();
    }
  });
});

describe("alertNotification", () => {
  it("shows the title, a line naming the edition's breaking news, and keeps the link to open", () => {
    const payload = parseAlertPayload(JSON.stringify({ ...PAYLOAD, edition: "en" }));
    expect(payload && alertNotification(payload, "Breaking news")).toEqual({
      title: PAYLOAD.title,
      options: { body: "Breaking news", tag: "alert-7", lang: "en", data: { url: PAYLOAD.url } },
    });
  });
});
