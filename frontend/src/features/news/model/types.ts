// Wire shapes of the news API (generated from backend/news/schemas.py: shared/api/schema.d.ts).
import type { components } from "@/shared/api/schema";

type Schemas = components["schemas"];

export type NamedRef = Schemas["NamedRef"];

/** `renditions`: image width in px (as a string key) -> URL of that rendition. `newstyppe` is the
 * category (spec section 3: "newstyppe.id (category)"; docs/api-notes.md), `newsType` the news type
 * (news, video, photo, interview...). */
export type NewsItem = Schemas["NewsItemOut"];

export type Category = Schemas["CategoryOut"];

export type NewsType = Schemas["NewsTypeOut"];

export type Taxonomy = Schemas["TaxonomyOut"];

export type LatestResponse = Schemas["LatestOut"];

export type TrendResponse = Schemas["TrendOut"];

export type SpecialsResponse = Schemas["SpecialsOut"];

export type SliderResponse = Schemas["SliderOut"];

export type ProviderInfo = Schemas["ProviderOut"];

/** A page of a category, a provider (journalist) or a news type, with what it is a page of: one of
 * `category`, `provider` and `type`, as the endpoint's kind says. */
export type SectionResponse = Schemas["LatestOut"] &
  Partial<Pick<Schemas["CategoryListOut"], "category"> & Pick<Schemas["ProviderListOut"], "provider"> & Pick<Schemas["TypeListOut"], "type">>;
