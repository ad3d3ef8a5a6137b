import type { components } from "@/shared/api/schema";

type Schemas = components["schemas"];

export type SubscribeResponse = Schemas["SubscribeOut"];
export type ConfirmResponse = Schemas["ConfirmOut"];
