// A value of each path parameter kind (app/screens.ts PARAM_KINDS), to draw every declared screen
// in tests: a new kind needs one here.
export const SAMPLE_PARAMS: Readonly<Record<string, string | number>> = {
  newsid: "ab12Cd34",
  categoryid: 1,
  providerid: 2,
  newstype: 3,
  catId: 4,
  navId: 5,
  comicId: 6,
  pollId: 7,
  projectid: 8,
  contid: 9,
  id: 10,
  year: 2024,
  slug: "монгол",
  pageName: "tarot",
};
