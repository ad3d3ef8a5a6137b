// Wire shapes of the polls API (generated from backend/polls/schemas.py: shared/api/schema.d.ts).
import type { components } from "@/shared/api/schema";

type Schemas = components["schemas"];

export type PollAnswer = Schemas["AnswerOut"];

/** `notice` is "This is not a scientific survey…" in the reader's language; `myAnswerId` is the
 * reader's answer, null when they have not voted. */
export type Poll = Schemas["PollOut"];

export type ActivePollResponse = Schemas["ActivePollOut"];

export type PollEntityResponse = Schemas["PollEntityOut"];

export type PollListResponse = Schemas["PollListOut"];

export type PollVoteResponse = Schemas["VoteOut"];

/** A token for one intention; send it back as X-CSRF-TOKEN within `expiresIn` seconds. */
export type TokenResponse = Schemas["TokenOut"];
