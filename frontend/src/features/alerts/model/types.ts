// Wire shapes of the push API (generated from backend/alerts/schemas.py: shared/api/schema.d.ts).
import type { components } from "@/shared/api/schema";

type Schemas = components["schemas"];

export type PushKey = Schemas["PushKeyOut"];
export type PushSubscriptionAnswer = Schemas["PushSubscriptionOut"];
