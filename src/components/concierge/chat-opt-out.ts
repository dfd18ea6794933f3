// The "Switch to classic search" opt-out (spec §2 "Chat concierge"), in its own small module: the search
// bar checks it on every focus, and importing it from the chat would put the whole chat in the first load.

/** Local-storage key of the opt-out. */
export const CLASSIC_SEARCH_OPT_OUT_KEY = 'tessera:classic-search'

/** True when the visitor chose classic search; storage errors (private mode) count as not opted out. */
export function hasOptedOutOfChat(): boolean {
  try {
    return window.localStorage.getItem(CLASSIC_SEARCH_OPT_OUT_KEY) === '1'
  } catch {
    return false
  }
}
