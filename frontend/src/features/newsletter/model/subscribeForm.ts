// The subscribe form's own rules, before anything is sent: the server checks the address again with
// Django's validator and answers in the reader's language; this only spares a round trip for the
// obvious mistakes.

export const EMAIL_MAX_LENGTH = 254;

export type SubscribeFormError = "emailRequired" | "emailInvalid";

/** A light check of the typed address: something@something.something, no spaces, not too long. */
export function validateEmail(text: string): SubscribeFormError | null {
  const email = text.trim();
  if (!email) return "emailRequired";
  if (email.length > EMAIL_MAX_LENGTH || !/^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(email)) return "emailInvalid";
  return null;
}

/** The sections field as the API takes it: the chosen ids, comma-separated, in a stable order; empty is every section. */
export function sectionsField(chosen: ReadonlySet<number>): string {
  return [...chosen].sort((a, b) => a - b).join(",");
}

/** The set with `id` added or removed. */
export function toggleSection(chosen: ReadonlySet<number>, id: number): Set<number> {
  const next = new Set(chosen);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** The token of a confirmation link (`?token=...`), or null when the address has none worth sending. */
export function confirmToken(search: string): string | null {
  const token = new URLSearchParams(search).get("token");
  return token && /^[A-Za-z0-9_:.-]{1,400}$/.test(token) ? token : null;
}
