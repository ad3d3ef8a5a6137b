// Wire shapes of the comics API (backend/comics/schemas.py).

export interface Comic {
  id: number;
  title: string;
  /** 960 px wide. */
  image: string;
  /** 320 px wide. */
  thumbnail: string;
  renditions: Record<string, string>;
  publish_date: string;
  likes: number;
  dislikes: number;
  comment_count: number;
}

export interface ComicPageResponse {
  /** The comic of the page (0 = the latest). */
  entity: Comic;
  comics: Comic[];
  /** The next page's cursor (with lastId); null when this was the last page. */
  publish_date: string | null;
  lastId: number | null;
}

export interface ComicVoteResponse {
  status: string;
  likes: number;
  dislikes: number;
  myVote: "like" | "dislike" | "";
}
