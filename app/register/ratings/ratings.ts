// The complainant's two choices, and the length of the comment that may follow (decision 0045).
export const ratings = ["good", "bad"] as const;
export type Rating = (typeof ratings)[number];

/** A comment's longest: a few sentences. */
export const ratingCommentLimit = 2000;
