'use client'
// The button that opens checkout (issue 19): "Get tickets" for paid events, "Reserve a spot" for free
// ones, "Choose a date" for a series; on a phone a copy sticks to the bottom of the screen. The dialog's
// code loads when first opened, and focus returns to the button that opened it.
import dynamic from 'next/dynamic'
import { useRef, useState } from 'react'
import { returnFocusIfLost } from '@/components/ui/return-focus'
import type { CheckoutEvent, SeriesDate } from './checkout-dialog'
import type { CheckoutTexts } from './checkout-messages'
import styles from './checkout.module.css'

const CheckoutDialog = dynamic(() => import('./checkout-dialog').then((mod) => mod.CheckoutDialog), {
  ssr: false,
})

export type CheckoutLauncherProps = {
  event: CheckoutEvent
  seriesDates: SeriesDate[]
  label: string
  /** The checkout catalog in the page's language (issue 25), handed to the dialog when it opens. */
  texts?: CheckoutTexts
  locale?: string
  /** The page's language subdirectory ('/de-de', or ''). */
  pathPrefix?: string
}

export function CheckoutLauncher({ event, seriesDates, label, texts, locale, pathPrefix }: CheckoutLauncherProps) {
  const [open, setOpen] = useState(false)
  const opener = useRef<HTMLButtonElement | null>(null)
  const openFrom = (button: HTMLButtonElement) => {
    opener.current = button
    setOpen(true)
  }
  return (
    <>
      <button
        type="button"
        className={styles.openButton}
        aria-haspopup="dialog"
        onClick={(e) => openFrom(e.currentTarget)}
      >
        {label}
      </button>
      <div className={styles.sticky}>
        <button
          type="button"
          className={styles.openButton}
          aria-haspopup="dialog"
          onClick={(e) => openFrom(e.currentTarget)}
        >
          {label}
        </button>
      </div>
      {open ? (
        <CheckoutDialog
          event={event}
          seriesDates={seriesDates}
          {...(texts ? { texts } : {})}
          {...(locale ? { locale } : {})}
          {...(pathPrefix ? { pathPrefix } : {})}
          onClose={() => {
            setOpen(false)
            returnFocusIfLost(opener.current)
          }}
        />
      ) : null}
    </>
  )
}
