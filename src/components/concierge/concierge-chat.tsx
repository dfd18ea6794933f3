'use client'
// Contract for the concierge work (issue 7): the full-screen chat that the search bar opens instead of
// its dropdown when the chatbot flag is on and the visitor has not switched to classic search (spec §2).
// This stand-in only shows an empty dialog that closes; issue 7 replaces its body.
export type ConciergeChatProps = {
  /** Called when the visitor leaves the chat (back arrow, then "Leave"). */
  onClose: () => void
}

/** Local-storage key of the "Switch to classic search" opt-out (spec §2 "Chat concierge"). */
export const CLASSIC_SEARCH_OPT_OUT_KEY = 'tessera:classic-search'

/** True when the visitor chose classic search; storage errors (private mode) count as not opted out. */
export function hasOptedOutOfChat(): boolean {
  try {
    return window.localStorage.getItem(CLASSIC_SEARCH_OPT_OUT_KEY) === '1'
  } catch {
    return false
  }
}

export function ConciergeChat({ onClose }: ConciergeChatProps) {
  return (
    <div role="dialog" aria-modal="true" aria-label="Event concierge" className="concierge">
      <button type="button" onClick={onClose} aria-label="Back">
        ←
      </button>
    </div>
  )
}
