'use client'
// On a phone the filters are a sheet over the results (a popover, issue 23). A filter is a link to the
// search with that option toggled, and following it renders a new page, which used to close the sheet
// after every tap (issue 38 point 11). The sheet now stays open while the visitor picks filters: a tap
// inside the open sheet is remembered for this tab, and the page it leads to opens the sheet again with
// the tapped option focused; the sheet's "Show N events" button closes it over the new results.
import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

const REOPEN_KEY = 'tessera:filters-sheet'
/** Where the filters are a sheet rather than the sidebar (results.module.css). */
const SHEET_MEDIA = '(max-width: 959px)'

/** An option's words without its count of matches: "Music (1,204)" is "Music". */
function optionWords(link: Element): string {
  return (link.textContent ?? '').replace(/\s*\([\d\s.,+]+\)\s*$/, '').trim()
}

export function FilterSheetKeeper({ sheetId }: { sheetId: string }) {
  // Run again on every results page reached: the page may keep this sheet (the same element, still open)
  // or make a new one (closed).
  const pathname = usePathname()
  useEffect(() => {
    const sheet = document.getElementById(sheetId)
    if (!sheet) return
    let reopen: string | null = null
    try {
      reopen = sessionStorage.getItem(REOPEN_KEY)
      sessionStorage.removeItem(REOPEN_KEY)
    } catch {
      // Storage refused (private mode): the sheet closes after a tap, as without script.
    }
    if (reopen !== null && window.matchMedia(SHEET_MEDIA).matches) {
      if (!sheet.matches(':popover-open')) sheet.showPopover()
      // The option tapped, found by its words (its href now removes it, its count has changed).
      const tapped = [...sheet.querySelectorAll<HTMLAnchorElement>('a[href]')].find((link) => optionWords(link) === reopen)
      tapped?.focus()
    }
    const remember = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null
      if (!link || !sheet.matches(':popover-open') || event.metaKey || event.ctrlKey || event.shiftKey) return
      try {
        sessionStorage.setItem(REOPEN_KEY, optionWords(link))
      } catch {
        // As above: nothing to remember with.
      }
    }
    sheet.addEventListener('click', remember)
    return () => sheet.removeEventListener('click', remember)
  }, [sheetId, pathname])
  return null
}
