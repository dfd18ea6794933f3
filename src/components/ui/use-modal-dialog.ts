'use client'
// A modal <dialog> opened when it mounts and closed through the element itself, so the browser ends the
// modal state properly (focus back to the opener, the backdrop gone) before `onClose` lets the owner
// unmount it. Without showModal (older browsers, jsdom) it is shown open and closing calls onClose at once.
import { useEffect, useRef } from 'react'

export function useModalDialog(onClose: () => void) {
  const ref = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const dialog = ref.current
    if (dialog && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal()
      else dialog.setAttribute('open', '')
    }
  }, [])
  // The dialog's close event (its onClose) then reports it; without a modal dialog, at once.
  const close = () => {
    const dialog = ref.current
    if (dialog?.open && typeof dialog.close === 'function') dialog.close()
    else onClose()
  }
  return { ref, close }
}
