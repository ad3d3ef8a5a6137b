// The home page's big banner: shown for BIG_BANNER_VISIBLE_MS, then away for BIG_BANNER_COOLDOWN_MS
// (spec section 4: hidden after 5000 ms with a slide-up animation; the time is kept in a cookie).

export const BIG_BANNER_VISIBLE_MS = 5000;
export const BIG_BANNER_COOLDOWN_MS = 6 * 60 * 60 * 1000;
export const BIG_BANNER_COOKIE = "bigBannerShownAt";

/** The time (ms since the epoch) stored in the cookie, or null when absent or unreadable. */
export function readShownAt(cookieHeader: string, name = BIG_BANNER_COOKIE): number | null {
  for (const part of cookieHeader.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key !== name) continue;
    const value = Number(rest.join("="));
    return Number.isFinite(value) && value > 0 ? value : null;
  }
  return null;
}

/** Whether to show the banner now: never shown, or shown at least the cool-down ago. */
export function shouldShowBigBanner(shownAt: number | null, now: number, cooldownMs = BIG_BANNER_COOLDOWN_MS): boolean {
  if (shownAt === null) return true;
  // A time in the future (a clock set back) cannot be trusted: treat it as never shown.
  if (shownAt > now) return true;
  return now - shownAt >= cooldownMs;
}

/** The Set-Cookie string that remembers `now` for the cool-down. */
export function shownAtCookie(now: number, cooldownMs = BIG_BANNER_COOLDOWN_MS, name = BIG_BANNER_COOKIE): string {
  return `${name}=${now}; Max-Age=${Math.round(cooldownMs / 1000)}; Path=/; SameSite=Lax`;
}
