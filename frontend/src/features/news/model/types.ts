// Wire shapes of the news API (backend/news/schemas.py), as the screens read them.

export interface NamedRef {
  id: number;
  name: string;
}

export interface NewsItem {
  id: number;
  lid: string;
  title: string;
  lead: string;
  welcome_pic_nodomain: string;
  /** Image width in px (as a string key) -> URL of that rendition. */
  renditions: Record<string, string>;
  publish_date: string;
  comment_count: number;
  totalFavCount: number;
  views: number;
  shuud: number;
  newtab: number;
  /** The category (spec section 3: "newstyppe.id (category)"; docs/api-notes.md). */
  newstyppe: NamedRef;
  /** The news type: news, video, photo, interview... */
  newsType: NamedRef;
  provider: NamedRef | null;
  daraalal: number;
}

export interface Category {
  id: number;
  name: string;
  name_mn: string;
  name_en: string;
  slug: string;
}

export interface NewsType {
  id: number;
  name: string;
  name_mn: string;
  name_en: string;
  slug: string;
}

export interface Taxonomy {
  categories: Category[];
  news_types: NewsType[];
}

export interface LatestResponse {
  shinemedee_list: NewsItem[];
}

export interface TrendResponse {
  nav_news_list: NewsItem[];
}

export interface SpecialsResponse {
  ontslohNewsList: { classic: NewsItem[]; tom: NewsItem[]; zurag: NewsItem[] };
}

export interface ComicSlide {
  id: number;
  title: string;
  image: string;
  publish_date: string;
}

export interface SliderResponse {
  interview: NewsItem[];
  lifestyle: NewsItem[];
  tech: NewsItem[];
  comic: ComicSlide[];
}

export interface ProviderInfo {
  id: number;
  name: string;
  bio: string;
  image: string;
}

export interface SectionResponse {
  shinemedee_list: NewsItem[];
  category?: Category;
  provider?: ProviderInfo;
  type?: NewsType;
}
