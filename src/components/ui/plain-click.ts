// Links that a script takes over on click (to open a modal instead) still belong to the browser for
// every other kind of click: Ctrl/Cmd+click and the middle button open a new tab, Shift+click a new
// window, Alt+click downloads. Only a plain primary-button click is ours.

export type ClickLike = {
  button: number
  ctrlKey: boolean
  metaKey: boolean
  shiftKey: boolean
  altKey: boolean
}

/** True for a primary-button click without modifier keys. */
export function isPlainClick(event: ClickLike): boolean {
  return event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey
}
