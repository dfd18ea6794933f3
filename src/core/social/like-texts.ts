// The like button's words in the page's language (the account catalog's social texts, issue 25).

/** `like` names the event ("Like {name}"); `likeFailed` says a save did not go through. */
export type LikeTexts = { like: string; likeFailed: string }
