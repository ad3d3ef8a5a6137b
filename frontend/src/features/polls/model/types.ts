// Wire shapes of the polls API (backend/polls/schemas.py).

export interface PollAnswer {
  poll_answer_id: number;
  text: string;
  img_src: string;
  count: number;
  percentage: number;
}

export interface Poll {
  poll_id: number;
  question: string;
  description: string;
  img_src: string;
  start_date: string;
  end_date: string | null;
  isOpen: boolean;
  isSpecial: boolean;
  total: number;
  comment_count: number;
  pollAnswersArray: PollAnswer[];
  isScientific: boolean;
  /** "This is not a scientific survey…" in the reader's language. */
  notice: string;
  /** The reader's answer; absent from the cached (shared) answers. */
  myAnswerId?: number | null;
}

export interface ActivePollResponse {
  activePoll: Poll | null;
}

export interface PollEntityResponse {
  entity: Poll;
}

export interface PollListResponse {
  polls: Poll[];
}

export interface PollVoteResponse {
  status: string;
  entity: Poll;
}
