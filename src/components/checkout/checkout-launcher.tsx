'use client'
// The button that opens checkout (issue 19): "Get tickets" for paid events, "Reserve a spot" for free
// ones, "Choose a date" for a series; on a phone a copy sticks to the bottom of the screen with the price
// beside it (issue 38 point 9), so the buyer need not scroll back up to see what tickets cost. The dialog's
// code loads when first opened, and focus returns to the button that opened it.
// Each opening is its own dialog session (useDialogSession), so a quick "Escape, Enter" reopens it.
import dynamic from 'next/dynamic'
import { useRef } from 'react'
import { returnFocusIfLost } from '@/components/ui/return-focus'
import { useDialogSession } from '@/components/ui/use-dialog-session'
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
  /** The price as the page shows it first (all-in, "$25 – $40"): the phone's sticky bar says it too. */
  price?: string
}

export function CheckoutLauncher({ event, seriesDates, label, texts, locale, pathPrefix, price }: CheckoutLauncherProps) {
  const { session, open, close } = useDialogSession<null>()
  const opener = useRef<HTMLButtonElement | null>(null)
  const openFrom = (button: HTMLButtonElement) => {
    opener.current = button
    open(null)
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
        {price ? <p className={styles.stickyPrice}>{price}</p> : null}
        <button
          type="button"
          className={styles.openButton}
          aria-haspopup="dialog"
          onClick={(e) => openFrom(e.currentTarget)}
        >
          {label}
        </button>
      </div>
      {session ? (
        <CheckoutDialog
          key={session.id}
          event={event}
          seriesDates={seriesDates}
          {...(texts ? { texts } : {})}
          {...(locale ? { locale } : {})}
          {...(pathPrefix ? { pathPrefix } : {})}
          onClose={() => {
            if (close(session.id)) returnFocusIfLost(opener.current)
          }}
        />
      ) : null}
    </>
  )
}
