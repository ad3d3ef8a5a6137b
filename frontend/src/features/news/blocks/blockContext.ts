/** What the body's blocks need from the article around them. */
export interface BlockContext {
  /** The article's absolute address, for share links. */
  articleUrl: string;
  /** Called when the reader uses a share link (counts a share). */
  onShare: () => void;
}
