import { createHmac } from "node:crypto";
import type { Cookie, Page } from "@playwright/test";

/** The newsroom's roles, each with its e2e login `e2e-<role>` (e2e/serve.sh creates them; docs/newsroom.md). */
export type NewsroomRole =
  | "reporter"
  | "section-editor"
  | "chief-editor"
  | "moderator"
  | "advertising"
  | "data-desk"
  | "admin";

const PASSWORD = "e2e-newsroom-only";

/** Signs in to the newsroom as `role`'s e2e login; every sign-in step of the newsroom is here. */
export async function logInAs(page: Page, role: NewsroomRole): Promise<void> {
  await logIn(page, `e2e-${role}`);
}

/** The e2e server's all-rights newsroom login (a superuser), for the specs that need no particular role. */
export async function logInToTheNewsroom(page: Page): Promise<void> {
  await logIn(page, "e2e-editor");
}

async function logIn(page: Page, username: string): Promise<void> {
  if (await resumeSession(page, username)) return;
  await page.goto("/admin/login/");
  await page.fill("#id_username", username);
  await page.fill("#id_password", PASSWORD);
  await Promise.all([page.waitForEvent("load"), page.click("input[type=submit]")]);
  await passTheSecondFactor(page, username);
  const cookies = await page.context().cookies();
  verifiedSessions.set(username, cookies.filter((cookie) => cookie.name === "sessionid"));
}

// Editors and above give a code after the password (docs/security.md). e2e/serve.sh gives their logins an
// authenticator with this secret; the code is computed here as the phone would (RFC 6238: HMAC-SHA1, 30 s, 6 digits).
export const E2E_TOTP_SECRET = "NEWSROOMEETWOFACTORTESTSECRET234";
const STEP_MS = 30_000;

/** The authenticator's code for `secret`, now or `stepsAhead` 30-second steps later. */
export function totpCode(secret: string, stepsAhead = 0, now = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(now / STEP_MS) + stepsAhead));
  const mac = createHmac("sha1", fromBase32(secret)).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, "0");
}

function fromBase32(text: string): Buffer {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  let bits = "";
  for (const letter of text.replace(/[\s=]/g, "").toUpperCase()) {
    bits += alphabet.indexOf(letter).toString(2).padStart(5, "0");
  }
  const bytes: number[] = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(parseInt(bits.slice(i, i + 8), 2));
  return Buffer.from(bytes);
}

// A code is accepted once: the server refuses a step already used (or older). This worker's last step per
// login; another worker may have used one too, so a refused code is followed by the next step's
// (the server accepts one step ahead).
const lastStepUsed = new Map<string, number>();

async function passTheSecondFactor(page: Page, username: string): Promise<void> {
  for (let attempt = 0; attempt < 3 && new URL(page.url()).pathname === "/admin/two-factor/"; attempt++) {
    const now = Math.floor(Date.now() / STEP_MS);
    const step = Math.max(now, (lastStepUsed.get(username) ?? 0) + 1);
    if (step > now + 1) await page.waitForTimeout((step - 1) * STEP_MS - Date.now() + 500);
    lastStepUsed.set(username, step);
    await page.fill("#id_code", totpCode(E2E_TOTP_SECRET, step - Math.floor(Date.now() / STEP_MS)));
    await Promise.all([page.waitForEvent("load"), page.click("#two-factor-form input[type=submit]")]);
  }
}

// Each sign-in with a code uses up a 30-second step, so a worker keeps its logins' verified sessions and
// the next test of that login starts from one (signed in again when it has ended: a test signed out).
const verifiedSessions = new Map<string, Cookie[]>();

async function resumeSession(page: Page, username: string): Promise<boolean> {
  const kept = verifiedSessions.get(username);
  if (!kept) return false;
  await page.context().addCookies(kept);
  await page.goto("/admin/");
  if (new URL(page.url()).pathname === "/admin/") return true;
  verifiedSessions.delete(username);
  await page.context().clearCookies({ name: "sessionid" });
  return false;
}
