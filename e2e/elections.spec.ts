// Election screens: parliamentary (2024, 2020) and presidential (2021) from the reference data.
import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./axe";
import { expectDrawnChart } from "./charts";

const SCREENS = ["", "/districts", "/candidates", "/lists", "/winners", "/tables", "/news"];

for (const base of ["", "/en"]) {
  for (const screen of SCREENS) {
    test(`the parliamentary screen ${base}/election/parliament/2024${screen} renders with its data`, async ({ page }) => {
      const response = await page.goto(`${base}/election/parliament/2024${screen}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toContainText("2024");
      await expect(page.locator(".election-tabs a[aria-current='page']")).toHaveCount(1);
      await expectNoSeriousA11yViolations(page);
    });
  }
}

test("the election index draws the seat chart with the final figures and their sources", async ({ page }) => {
  await page.goto("/en/election/parliament");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("2024");
  await expectDrawnChart(page.getByTestId("bar-chart").first());
  const table = page.getByRole("table", { name: "Results by party" });
  const mpp = table.getByRole("row", { name: /Mongolian People's Party/ });
  await expect(mpp).toContainText("68");
  await expect(mpp).toContainText("35.01%");
  await expect(mpp.getByRole("cell")).toContainText(["50", "18"]); // constituency and list seats
  await expect(page.locator(".election-stats")).toContainText("69.85%");
  await expect(page.locator(".election-stats")).not.toContainText("preliminary");
  await expect(page.getByRole("heading", { name: "Sources and notes" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Sources", exact: true })).toBeVisible();
});

// Latin party codes and names must not reach a Mongolian page, nor Cyrillic an English one.
const LATIN_PARTY_CODE = /\b(MPP|DP|HUN|NC|CWGP|IND|OC|RPEC|MGP)\b/;
const LATIN = /[A-Za-z]/;
const CYRILLIC = /[А-Яа-яӨөҮүЁё]/;

for (const [base, lang] of [["", "mn"], ["/en", "en"]] as const) {
  test(`the 2024 candidates, winners and lists show real rows in ${lang}'s script`, async ({ page }) => {
    test.slow(); // three long tables drawn and read in turn: 33-38 s on a two-core machine under other load
    for (const [screen, rows] of [["candidates", 126], ["winners", 126], ["lists", 48]] as const) {
      await page.goto(`${base}/election/parliament/2024/${screen}`);
      const body = page.locator("main table tbody tr");
      await expect(body).toHaveCount(rows);
      const text = (await page.locator("main").innerText()).replace(/\bCC BY-SA\b/g, "");
      if (lang === "mn") {
        expect(text).not.toMatch(LATIN_PARTY_CODE);
        // Every name and party in the tables is in Cyrillic.
        for (const cell of await page.locator("main table tbody").allInnerTexts()) expect(cell).not.toMatch(LATIN);
      } else {
        for (const cell of await page.locator("main table tbody").allInnerTexts()) expect(cell).not.toMatch(CYRILLIC);
      }
      // What the sources lack is said plainly: no votes for any candidate.
      await expect(page.getByTestId("not-published").first()).toContainText(lang === "en" ? "votes per candidate" : "нэр дэвшигч тус бүрийн санал");
    }
    await page.goto(`${base}/election/parliament/2024/winners`);
    // Thirteen constituencies, each under its name, then the party-list seats.
    await expect(page.locator("main .winners-district")).toHaveCount(14);
    await expect(page.getByRole("table", { name: lang === "en" ? "Constituency 1" : "1-р тойрог", exact: true }).locator("tbody tr")).toHaveCount(9);
    await page.goto(`${base}/election/parliament/2024/candidates`);
    await expect(page.getByTestId("partial-candidates")).toContainText(lang === "en" ? "126 of the 1,341" : "1,341 нэр дэвшигчээс зөвхөн 126");
    await expectNoSeriousA11yViolations(page);
  });

  test(`the election notes and sources are in ${lang}`, async ({ page }) => {
    await page.goto(`${base}/election/parliament/2024`);
    const notes = page.locator(".election-notes");
    await expect(notes).toBeVisible();
    const text = await notes.innerText();
    expect(text).not.toContain("Wikipedia gives a 4% list threshold");
    if (lang === "mn") {
      expect(text).toMatch(CYRILLIC);
      await expect(notes.locator("[lang='en']")).toHaveCount(0);
      await page.goto("/election/president");
      const president = await page.locator(".election-notes").innerText();
      expect(president).not.toContain("GEC figure");
      expect(president).toContain("59.29%");
    }
  });
}

for (const [base, section, title, more] of [
  ["", "Сонгуулийн шог зураг", "Санал тоолж байна", "Цааш үзэх"],
  ["/en", "Election comics", "Counting the votes", "More comics"],
] as const) {
  test(`the election's comics come six at a time and load the rest (${base || "/mn"})`, async ({ page }) => {
    await page.goto(`${base}/election/parliament/2024`);
    const comics = page.getByRole("region", { name: section }).getByRole("listitem");
    await expect(comics).toHaveCount(6);
    await expect(comics.first()).toContainText(title);
    const button = page.getByRole("button", { name: more });
    await button.click();
    await expect(comics).toHaveCount(8); // the demo's eight: the second page is the last
    await expect(button).toHaveCount(0);
    await comics.last().getByRole("link").first().click();
    await expect(page).toHaveURL(/\/\d+\/comic$/);
  });
}

for (const [base, section] of [
  ["", "Сонгуулийн шог зураг"],
  ["/en", "Election comics"],
] as const) {
  test(`the latest election's page, named without a year, comes with its comics (${base || "/mn"})`, async ({ page }) => {
    const comicReads: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/fetchSonguuli/")) comicReads.push(request.url());
    });
    await page.goto(`${base}/election/parliament`, { waitUntil: "networkidle" });
    await expect(page.getByRole("region", { name: section }).getByRole("listitem")).toHaveCount(6);
    // The server embedded them (it looks the year up): the browser asked for none after hydration.
    expect(comicReads).toEqual([]);
  });
}

test("the party selection is kept across the election screens", async ({ page }) => {
  await page.goto("/election/parliament/2024");
  await page.getByRole("group", { name: "Намаар шүүх" }).getByRole("button", { name: "АН", exact: true }).click();
  await expect(page).toHaveURL(/party=\d+/);
  const chip = page.getByTestId("party-chip");
  await expect(chip).toContainText("Ардчилсан Нам");
  await page.locator(".election-tabs").getByRole("link", { name: "Хүснэгт" }).click();
  await expect(page).toHaveURL(/\/election\/parliament\/2024\/tables\?party=\d+/);
  await expect(chip).toContainText("Ардчилсан Нам");
  await expect(page.locator("tr.is-selected")).toContainText("Ардчилсан Нам");
  // Arriving without the parameter (e.g. from the header link) still finds the choice of this visit.
  await page.goto("/election/parliament/2024/districts");
  await expect(chip).toContainText("Ардчилсан Нам");
  await chip.getByRole("button").click();
  await expect(chip).toHaveCount(0);
  await page.goto("/election/parliament/2024/candidates");
  await expect(page.getByTestId("party-chip")).toHaveCount(0);
});

test("the district list shows every constituency with its members and says what the source lacks", async ({ page }) => {
  await page.goto("/en/election/parliament/2024/districts");
  await expect(page.locator(".toirog")).toHaveCount(13);
  await expect(page.locator(".toirog").first().locator(".toirog__politicians li")).toHaveCount(9);
  await expect(page.getByTestId("not-published").first()).toContainText("Not published in the source data");
  await page.goto("/election/parliament/2020/districts");
  await expect(page.locator(".toirog")).toHaveCount(29);
  await expect(page.locator("main")).not.toContainText(LATIN_PARTY_CODE);
});

for (const [base, what] of [
  ["", "Энэ сонгуульд намын жагсаалтаар суудал хуваарилаагүй."],
  ["/en", "This election had no party-list seats."],
] as const) {
  test(`the 2020 party lists screen says there were none (${base || "/mn"})`, async ({ page }) => {
    await page.goto(`${base}/election/parliament/2020/lists`);
    await expect(page.getByTestId("no-list-seats")).toHaveText(what);
    await expect(page.getByTestId("not-published")).toHaveCount(0);
  });
}

test("a 2020 candidate is called not elected only where the sources name every winner", async ({ page }) => {
  await page.goto("/election/parliament/2020/candidates");
  // No. 4: none of its winners is named, so no one there is said to have lost: a dash on the row,
  // and what the source leaves out is said once under the table, never "unknown" on every row.
  const first = page.locator("main table tbody tr").filter({ hasText: /(?<!\d)4-р тойрог/ });
  await expect(first.first().locator("td.candidate-table__wide").last()).toHaveText("—");
  await expect(first.filter({ hasText: "Сонгогдоогүй" })).toHaveCount(0);
  await expect(page.locator("main")).not.toContainText("Тодорхойгүй");
  await expect(page.getByTestId("not-published").filter({ hasText: "сонгогдсон эсэх" })).toHaveCount(1);
  // No. 13: all three winners are named, so the others did lose.
  const selenge = page.locator("main table tbody tr").filter({ hasText: "13-р тойрог" });
  await expect(selenge.filter({ hasText: "Сонгогдсон" }).locator("td.candidate-table__wide").filter({ hasText: /^Сонгогдсон$/ })).toHaveCount(3);
  await expect(selenge.locator("td.candidate-table__wide").filter({ hasText: /^—$/ })).toHaveCount(0);
});

test("2020 winners link to the politician page", async ({ page }) => {
  await page.goto("/en/election/parliament/2020/winners");
  const rows = page.locator("main table tbody tr");
  await expect(rows).toHaveCount(59); // the sources name 59 of the 76
  await expect(page.locator("main")).toContainText("Our sources name only 59 of the 76 elected members");
  await expect(page.getByTestId("not-published")).toContainText("votes per candidate");
  await rows.first().getByRole("link").click();
  await expect(page).toHaveURL(/\/en\/election\/candidate\/\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).not.toBeEmpty();
  await expectNoSeriousA11yViolations(page);
});

test("election news loads three at a time", async ({ page }) => {
  await page.goto("/election/parliament/2024/news");
  const cards = page.locator("main .news-card");
  await expect(cards).toHaveCount(3);
  await page.getByRole("button", { name: "Цааш үзэх" }).click();
  await expect.poll(() => cards.count()).toBeGreaterThan(3);
});

test("an unknown election year is a 404", async ({ page }) => {
  expect((await page.goto("/election/parliament/1999"))?.status()).toBe(404);
  expect((await page.goto("/en/election/parliament/1999/tables"))?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
});

for (const base of ["", "/en"]) {
  test(`the presidential election shows the result and the politician (${base || "/mn"})`, async ({ page }) => {
    const response = await page.goto(`${base}/election/president`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("2021");
    await expectDrawnChart(page.getByTestId("bar-chart"));
    await expect(page.getByRole("table")).toContainText("823,326");
    // Every column fits the screen, phone included: no figure is hidden behind a sideways scroll.
    const region = page.locator(".candidate-table");
    expect(await region.evaluate((box) => box.scrollWidth - box.clientWidth)).toBeLessThanOrEqual(0);
    const lastColumn = await page.getByRole("columnheader").last().boundingBox();
    expect((lastColumn?.x ?? Infinity) + (lastColumn?.width ?? 0)).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
    await expectNoSeriousA11yViolations(page);
    await page.locator(".president-winner a").click();
    await expect(page).toHaveURL(/\/election\/president\/2021\/politician\/\d+$/);
    await expect(page.locator(".politician-card")).toContainText("67.76%");
    await expectNoSeriousA11yViolations(page);
  });

  test(`the candidate table fits the screen in the fallback font too (${base || "/mn"})`, async ({ page }) => {
    // font-display: optional keeps the fallback font for the whole visit when the web font is late.
    await page.route("**/*.woff2", (route) => route.abort());
    await page.goto(`${base}/election/president`);
    await expect(page.getByRole("table")).toContainText("823,326");
    const region = page.locator(".candidate-table");
    expect(await region.evaluate((box) => box.scrollWidth - box.clientWidth)).toBeLessThanOrEqual(0);
  });
}

for (const [base, first, runoff] of [
  ["", "I шат", "II шат"],
  ["/en", "first round", "second round"],
] as const) {
  test(`the 2017 presidential election shows the runoff and the first round (${base || "/mn"})`, async ({ page }) => {
    const response = await page.goto(`${base}/election/president/2017`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(runoff);
    await expect(page.locator(".president-winner")).toContainText("611,226");
    await expect(page.locator(".election-years").getByRole("link", { name: "2017", exact: true })).toHaveCount(1);
    const round = page.locator(".election-round");
    await expect(round.getByRole("heading", { level: 2 }).first()).toContainText(first);
    for (const votes of ["517,478", "411,748", "409,899"]) await expect(round.getByRole("table")).toContainText(votes);
    await expectNoSeriousA11yViolations(page);
  });

  test(`a politician without a photo shows initials, never an empty frame (${base || "/mn"})`, async ({ page }) => {
    await page.goto(`${base}/election/president/2017`);
    await page.locator(".president-winner a").click();
    await expect(page).toHaveURL(/\/election\/president\/2017\/politician\/\d+$/);
    const portrait = page.locator(".politician-card__photo");
    await expect(portrait).toHaveCount(1);
    // Either a photo or the initials in the party's frame: never a box with nothing in it.
    await expect(page.getByTestId("politician-initials")).toHaveText(base ? "KB" : "ХБ");
    const box = await portrait.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(40);
    await expect(page.locator(".politician-card")).toContainText("611,226");
    // The same man's first round is among his other elections.
    await expect(page.locator("main")).toContainText(first);
    await expectNoSeriousA11yViolations(page);
  });
}
