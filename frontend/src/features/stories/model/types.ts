// Wire shapes of the stories API (backend/stories/schemas.py).

export interface StoryItem {
  id: number;
  img_src: string;
  renditions: Record<string, string>;
  caption: string;
  link_url: string;
  /** How long the item stays before the viewer moves on. */
  duration_ms: number;
}

export interface Story {
  id: number;
  title: string;
  /** The cover in the rail. */
  img_src: string;
  publish_at: string;
  expires_at: string | null;
  /** Always false in the shared (cached) list; the browser remembers what it saw. */
  seen: boolean;
  items: StoryItem[];
}

export interface StoriesResponse {
  result: Story[];
}
