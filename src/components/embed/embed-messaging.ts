// The embedded checkout's messages to the page that frames it (issue 41, decision 070), and back. Origins
// are checked both ways: the frame posts only to the host origin it was opened for, which the server
// checked against the organizer's list (the browser delivers nothing to a parent of another origin), and
// it takes only messages from its parent window at that origin. The host script (public/embed.js) takes
// only messages from its own frame at Tessera's origin.

/** Every message carries this mark, so that a page's other messages are never mistaken for ours. */
export const EMBED_MESSAGE_SOURCE = 'tessera'
export const HOST_MESSAGE_SOURCE = 'tessera-host'

export type EmbedMessage =
  | { type: 'ready'; event_id: string }
  | { type: 'resize'; height: number }
  | { type: 'close' }
  | { type: 'order_completed'; order_id: string; event_id: string; status: string }

/** Posts to the host page, when the checkout is framed by the host it was opened for. */
export function postToHost(hostOrigin: string | null, message: EmbedMessage): void {
  if (hostOrigin === null || typeof window === 'undefined' || window.parent === window) return
  window.parent.postMessage({ source: EMBED_MESSAGE_SOURCE, ...message }, hostOrigin)
}

/** The host's message type, when `event` is one from the parent window at the host origin; else null. */
export function readHostMessage(event: MessageEvent, hostOrigin: string | null): string | null {
  if (hostOrigin === null || event.source !== window.parent || event.origin !== hostOrigin) return null
  const data: unknown = event.data
  if (typeof data !== 'object' || data === null) return null
  const { source, type } = data as { source?: unknown; type?: unknown }
  return source === HOST_MESSAGE_SOURCE && typeof type === 'string' ? type : null
}
