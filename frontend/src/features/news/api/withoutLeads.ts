/**
 * `lead=0` on a list whose screens show no lead (the sidebar, the front page's lists, the ranked
 * trend list, the dense latest list, the video and photo grids): its cards come with an empty
 * lead, ~270 bytes an item less in every page that embeds them. The specials keep their big
 * stories' (tom) leads. Lists a screen shows leads from (sections, today, the brief, search) keep
 * the default. app/screens.ts declares the embedded reads with the same parameters.
 */
export const WITHOUT_LEADS = { lead: 0 } as const;
