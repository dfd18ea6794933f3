'use client'
// Spec §2: both footers end with "Manage Cookie Preferences" (opens the complete-options view) and
// "Do Not Sell or Share My Personal Information" (opens the do-not-sell explainer view). The views load
// when first asked for.
import { lazy, Suspense, useState } from 'react'
import type { ConsentView } from './consent-dialog'

const ConsentDialog = lazy(() => import('./consent-dialog').then((m) => ({ default: m.ConsentDialog })))

// The footer passes its button class in, so the footer's class map stays out of the first load.
export function ConsentActions({ buttonClassName }: { buttonClassName?: string }) {
  const [view, setView] = useState<ConsentView | null>(null)
  return (
    <>
      <li>
        <button type="button" className={buttonClassName} onClick={() => setView('complete-options')}>
          Manage Cookie Preferences
        </button>
      </li>
      <li>
        <button type="button" className={buttonClassName} onClick={() => setView('do-not-sell')}>
          Do Not Sell or Share My Personal Information
        </button>
      </li>
      {view ? (
        <Suspense fallback={null}>
          <ConsentDialog view={view} onClose={() => setView(null)} />
        </Suspense>
      ) : null}
    </>
  )
}
