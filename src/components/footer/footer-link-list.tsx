'use client'
// The footer's link list (spec §2), ending with the two consent actions: "Manage Cookie Preferences"
// (opens the complete-options view) and "Do Not Sell or Share My Personal Information" (opens the
// do-not-sell explainer view). The component owns the whole <ul> so that the dialog it opens is drawn
// beside the list, not inside it: a <ul> may only hold <li>s (axe 'list'). The views load when first
// asked for.
import { lazy, Suspense, type ReactNode } from 'react'
import { useDialogSession } from '@/components/ui/use-dialog-session'
import type { ConsentView } from './consent-dialog'

const ConsentDialog = lazy(() => import('./consent-dialog').then((m) => ({ default: m.ConsentDialog })))

// The footer passes its classes in, so the footer's class map stays out of the first load; the links
// arrive as children, so they stay server-rendered markup rather than client props.
export function FooterLinkList({
  children,
  listClassName,
  buttonClassName,
  texts,
}: {
  /** The footer's link <li>s, drawn before the consent actions. */
  children: ReactNode
  listClassName?: string
  buttonClassName?: string
  /** The consent actions' names in the page's language (the footer catalog's), from the server footer. */
  texts: { manageCookies: string; doNotSell: string }
}) {
  const consent = useDialogSession<ConsentView>()
  const shown = consent.session
  return (
    <>
      <ul className={listClassName}>
        {children}
        <li>
          <button type="button" className={buttonClassName} onClick={() => consent.open('complete-options')}>
            {texts.manageCookies}
          </button>
        </li>
        <li>
          <button type="button" className={buttonClassName} onClick={() => consent.open('do-not-sell')}>
            {texts.doNotSell}
          </button>
        </li>
      </ul>
      {shown ? (
        <Suspense fallback={null}>
          <ConsentDialog key={shown.id} view={shown.value} onClose={() => consent.close(shown.id)} />
        </Suspense>
      ) : null}
    </>
  )
}
