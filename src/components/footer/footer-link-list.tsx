'use client'
// The footer's link list (spec §2), ending with the two consent actions: "Manage Cookie Preferences"
// (opens the complete-options view) and "Do Not Sell or Share My Personal Information" (opens the
// do-not-sell explainer view). The component owns the whole <ul> so that the dialog it opens is drawn
// beside the list, not inside it: a <ul> may only hold <li>s (axe 'list'). The views load when first
// asked for.
import { lazy, Suspense, useState, type ReactNode } from 'react'
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
  const [view, setView] = useState<ConsentView | null>(null)
  return (
    <>
      <ul className={listClassName}>
        {children}
        <li>
          <button type="button" className={buttonClassName} onClick={() => setView('complete-options')}>
            {texts.manageCookies}
          </button>
        </li>
        <li>
          <button type="button" className={buttonClassName} onClick={() => setView('do-not-sell')}>
            {texts.doNotSell}
          </button>
        </li>
      </ul>
      {view ? (
        <Suspense fallback={null}>
          <ConsentDialog view={view} onClose={() => setView(null)} />
        </Suspense>
      ) : null}
    </>
  )
}
