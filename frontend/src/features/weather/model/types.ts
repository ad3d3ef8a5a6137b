// Wire shapes of the weather API (generated from backend/widgets/schemas.py: shared/api/schema.d.ts).
import type { components } from "@/shared/api/schema";

type Schemas = components["schemas"];

export type WeatherCity = Schemas["WeatherCityOut"];

/** Cities with a recent reading; empty when none is recent (the widget then hides). */
export type WeatherResponse = Schemas["WeatherOut"];
