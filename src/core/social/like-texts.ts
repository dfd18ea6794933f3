// The like button's words in the page's language (the account catalog's social texts, issue 25).

/** `like` names the event ("Like {name}"); `likeFailed` says a save did not go through. */
export type LikeTexts = { like: string; likeFailed: string }

/**
 * The English words (src/messages/en/account.json's social texts; the catalog test holds them equal), for
 * cards drawn without a page's language (ENGLISH_CARD_INTL) and component tests. Kept as code so the card
 * code that carries them does not bring the whole account catalog along.
 */
export const ENGLISH_LIKE_TEXTS: LikeTexts = { like: 'Like {name}', likeFailed: 'Could not save. Try again.' }
