import { describe, expect, it } from "vitest";
import {
  Budget,
  decodeMeta,
  editionOf,
  encodeMeta,
  formatBytes,
  isExpired,
  isNewsroomPath,
  isPrivateAnswer,
  isSignedOutPath,
  KEEP_MS,
  keptPageKind,
  pageKey,
  pageNeeds,
  pictureFamily,
  SAVE_BUDGET_BYTES,
  savedAtText,
  savedList,
  smallRendition,
  storyTitle,
  toEvict,
  unneededFiles,
  type KeptMeta,
} from "./keeping";

const NOW = Date.UTC(2026, 10, 29, 0, 14); // 08:14 in Ulaanbaatar
const HOUR = 60 * 60 * 1000;

describe("what is kept", () => {
  it("keeps the front page of each edition, articles and the saved list, nothing else", () => {
    expect(keptPageKind("/")).toBe("front");
    expect(keptPageKind("/en")).toBe("front");
    expect(keptPageKind("/en/")).toBe("front");
    expect(keptPageKind("/ab12CD/r")).toBe("article");
    expect(keptPageKind("/en/ab12CD/r/")).toBe("article");
    expect(keptPageKind("/saved")).toBe("saved");
    expect(keptPageKind("/en/saved")).toBe("saved");
    expect(keptPageKind("/12/i")).toBeNull();
    expect(keptPageKind("/msearch")).toBeNull();
    expect(keptPageKind("/admin/")).toBeNull();
    expect(keptPageKind("/abc/r")).toBeNull(); // too short to be a story's id
  });

  it("keys a page by its path alone", () => {
    expect(pageKey("/en")).toBe("/en/");
    expect(pageKey("/ab12cd/r/")).toBe("/ab12cd/r");
    expect(pageKey("/")).toBe("/");
  });

  it("tells the edition from the path", () => {
    expect(editionOf("/en/ab12cd/r")).toBe("en");
    expect(editionOf("/en")).toBe("en");
    expect(editionOf("/entertainment")).toBe("mn");
    expect(editionOf("/")).toBe("mn");
  });

  it("leaves the newsroom alone and notices its sign-in and sign-out", () => {
    expect(isNewsroomPath("/admin/")).toBe(true);
    expect(isNewsroomPath("/admin/news/article/")).toBe(true);
    expect(isNewsroomPath("/administration")).toBe(false);
    expect(isSignedOutPath("/admin/login/")).toBe(true);
    expect(isSignedOutPath("/admin/logout/")).toBe(true);
    expect(isSignedOutPath("/admin/")).toBe(false);
    expect(isPrivateAnswer("private, no-cache")).toBe(true);
    expect(isPrivateAnswer("no-store")).toBe(true);
    expect(isPrivateAnswer("public, max-age=10, s-maxage=10, stale-while-revalidate=30")).toBe(false);
    expect(isPrivateAnswer(null)).toBe(false);
  });
});

describe("expiry", () => {
  const meta = (savedAt: number, kind: KeptMeta["kind"] = "visited", url = `/p${savedAt}/r`): KeptMeta => ({ url, kind, savedAt });

  it("keeps a page 72 hours and not a moment longer", () => {
    expect(isExpired(meta(NOW - 72 * HOUR + 1000), NOW)).toBe(false);
    expect(isExpired(meta(NOW - 72 * HOUR), NOW)).toBe(true);
    expect(KEEP_MS).toBe(72 * HOUR);
  });

  it("treats a time from the future (a clock put back) as expired", () => {
    expect(isExpired(meta(NOW + 2 * HOUR), NOW)).toBe(true);
  });

  it("evicts the expired and the oldest beyond a kind's cap, never a saved story for the cap", () => {
    const pages = [meta(NOW - HOUR), meta(NOW - 2 * HOUR), meta(NOW - 3 * HOUR), meta(NOW - 80 * HOUR), meta(NOW - 5 * HOUR, "saved")];
    const evicted = toEvict(pages, NOW, { visited: 2 }).map((page) => page.savedAt);
    expect(evicted.sort()).toEqual([NOW - 80 * HOUR, NOW - 3 * HOUR].sort());
  });

  it("prunes files only when no kept page needs them and they are old", () => {
    const page: KeptMeta = { url: "/ab12cd/r", kind: "saved", savedAt: NOW - HOUR, needs: ["/static/a.css"] };
    const files: KeptMeta[] = [
      { url: "/static/a.css", kind: "asset", savedAt: NOW - 100 * HOUR },
      { url: "/static/b.css", kind: "asset", savedAt: NOW - 100 * HOUR },
      { url: "/static/c.css", kind: "asset", savedAt: NOW - HOUR },
    ];
    expect(unneededFiles(files, [page], NOW).map((file) => file.url)).toEqual(["/static/b.css"]);
    // Once the page itself has expired, its files go too.
    expect(unneededFiles(files, [{ ...page, savedAt: NOW - 73 * HOUR }], NOW).map((file) => file.url)).toEqual(["/static/a.css", "/static/b.css"]);
  });
});

describe("the size budget", () => {
  it("is 5 MB and takes stories while they fit", () => {
    const budget = new Budget();
    expect(budget.limit).toBe(SAVE_BUDGET_BYTES);
    expect(budget.take(3 * 1024 * 1024)).toBe(true);
    expect(budget.take(2.5 * 1024 * 1024)).toBe(false); // would pass 5 MB: left out, nothing counted
    expect(budget.used).toBe(3 * 1024 * 1024);
    expect(budget.take(2 * 1024 * 1024)).toBe(true); // exactly at the limit
    expect(budget.fits(1)).toBe(false);
  });

  it("says sizes in the reader's language", () => {
    expect(formatBytes(SAVE_BUDGET_BYTES, "en")).toBe("5 MB");
    expect(formatBytes(1.25 * 1024 * 1024, "en")).toBe("1.3 MB");
    expect(formatBytes(300, "en")).toBe("1 KB");
    expect(formatBytes(48 * 1024, "mn")).toBe("48 KB");
  });
});

describe("what a page needs", () => {
  const html = `<!doctype html><html><head><title>Headline &amp; more · Daily News</title>
<link rel="preload" href="/static/assets/noto-sans-latin-400-normal-AbCdEf12.woff2" as="font">
<link rel="stylesheet" href="/static/assets/app-Ab12Cd34.css">
<script type="application/json" id="portal-code">{"entry":"/static/assets/app-Zz99Yy88.js","preloads":["/static/assets/ArticleRoute-Qq11Ww22.js"],"catalog":"/static/assets/en-Ee55Rr66.json"}</script>
<script type="module" src="/static/assets/boot-Bb22Cc33.js"></script></head>
<body><div id="root"><img src="/media/renditions/83/83d4-960.webp" srcset="/media/renditions/83/83d4-320.webp 320w, /media/renditions/83/83d4-640.webp 640w, /media/renditions/83/83d4-960.webp 960w">
<img src="https://ads.example/pixel.gif"><img src="/media/plain.jpg"><img src="/media/a.jpg"><img src="/media/b.jpg"></div>
<script type="application/json" id="portal-data">{"reads":[{"welcome_pic_nodomain":"/media/renditions/99/other-1280.webp","css":"/static/assets/not-in-head.css"}]}</script></body></html>`;

  it("names the head's static files and the code boot.ts fetches", () => {
    expect(pageNeeds(html).files).toEqual([
      "/static/assets/noto-sans-latin-400-normal-AbCdEf12.woff2",
      "/static/assets/app-Ab12Cd34.css",
      "/static/assets/app-Zz99Yy88.js",
      "/static/assets/ArticleRoute-Qq11Ww22.js",
      "/static/assets/en-Ee55Rr66.json",
      "/static/assets/boot-Bb22Cc33.js",
    ]);
  });

  it("takes the story's own pictures, small, at most three, none from elsewhere", () => {
    expect(pageNeeds(html).pictures).toEqual(["/media/renditions/83/83d4-640.webp", "/media/plain.jpg", "/media/a.jpg"]);
  });

  it("reads the title without the site's name", () => {
    expect(storyTitle(pageNeeds(html).title)).toBe("Headline & more");
  });

  it("picks the rendition nearest the small width from above", () => {
    expect(smallRendition("/m/x-960.webp", "/m/x-160.webp 160w, /m/x-480.webp 480w, /m/x-960.webp 960w")).toBe("/m/x-480.webp");
    expect(smallRendition("/m/x-320.webp", "/m/x-160.webp 160w, /m/x-320.webp 320w")).toBe("/m/x-320.webp");
    expect(smallRendition("/m/x.jpg", null)).toBe("/m/x.jpg");
    expect(smallRendition(null, "")).toBeNull();
  });

  it("treats a picture's renditions as one picture", () => {
    expect(pictureFamily("/media/renditions/83/83d4-480.webp")).toBe(pictureFamily("/media/renditions/83/83d4-1280.webp"));
    expect(pictureFamily("/media/a.jpg")).not.toBe(pictureFamily("/media/b.jpg"));
  });
});

describe("the reader's list and its times", () => {
  it("lists the edition's opened and saved stories, newest first, no expired, no files, no front page", () => {
    const metas: KeptMeta[] = [
      { url: "/aaaa11/r", kind: "saved", savedAt: NOW - 2 * HOUR },
      { url: "/bbbb22/r", kind: "visited", savedAt: NOW - HOUR },
      { url: "/en/cccc33/r", kind: "saved", savedAt: NOW - HOUR },
      { url: "/dddd44/r", kind: "saved", savedAt: NOW - 73 * HOUR },
      { url: "/static/a.css", kind: "asset", savedAt: NOW },
      { url: "/saved", kind: "shell", savedAt: NOW },
      { url: "/", kind: "visited", savedAt: NOW },
    ];
    expect(savedList(metas, "mn", NOW).map((meta) => meta.url)).toEqual(["/bbbb22/r", "/aaaa11/r"]);
    expect(savedList(metas, "en", NOW).map((meta) => meta.url)).toEqual(["/en/cccc33/r"]);
  });

  it("carries its metadata through a header and refuses garbage", () => {
    const meta: KeptMeta = { url: "/aaaa11/r", kind: "saved", savedAt: NOW, title: "Өдрийн мэдээ · “quotes”", needs: ["/static/a.css"] };
    expect(decodeMeta(encodeMeta(meta))).toEqual(meta);
    expect(encodeMeta(meta)).toMatch(/^[\x20-\x7e]+$/); // a header value holds ASCII only
    expect(decodeMeta("%E0%A4%A")).toBeNull();
    expect(decodeMeta(encodeURIComponent('{"url":1}'))).toBeNull();
    expect(decodeMeta(null)).toBeNull();
  });

  it("says the time alone on the day it was saved, with the day otherwise", () => {
    expect(savedAtText(NOW, NOW + HOUR, "en", "Asia/Ulaanbaatar")).toEqual({ time: "08:14", isToday: true });
    expect(savedAtText(NOW, NOW + HOUR, "mn", "Asia/Ulaanbaatar").time).toBe("08:14");
    const earlier = savedAtText(NOW - 24 * HOUR, NOW, "en", "Asia/Ulaanbaatar");
    expect(earlier.isToday).toBe(false);
    expect(earlier.time).toBe("28 Nov, 08:14");
  });
});
