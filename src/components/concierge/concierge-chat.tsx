'use client'
// The chat concierge (spec §2 "Chat concierge", §4 chat states, §5, §7 ask call, §8, §9): a full-screen
// chat that the search bar opens instead of its dropdown when the chatbot flag is on and the visitor has
// not switched to classic search. Answers come from POST /alt-search/mobile-bff/relevance/ask.
import { use, useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { fillText } from '@/core/i18n/fill-text'
import { ApiError, apiFetch } from '@/components/api/api-fetch'
import { useSearchLocation } from '@/components/location/location-provider'
import { useUser } from '@/components/user/user-provider'
import { CLASSIC_SEARCH_OPT_OUT_KEY } from './chat-opt-out'
import { ChatResultCard, type ChatResultItem } from './chat-result-card'
import {
  CHAT_MAX_LENGTH,
  randomThreadId,
  RESULTS_BEFORE_SHOW_MORE,
  sanitizeChatInput,
  shouldSendMessage,
} from './chat-text'
import { chatLanguageFor, pageLocaleTag, type ChatLanguage } from './chat-texts'
import styles from './concierge-chat.module.css'
import { computeLocalizedHref } from '@/core/i18n/localized-href'
import { computePathPrefix } from '@/core/i18n/path-prefix'

export type ConciergeChatProps = {
  /** Called when the visitor leaves the chat (back arrow, then "Leave"). */
  onClose: () => void
}

export const ASK_PATH = '/alt-search/mobile-bff/relevance/ask'

type ShowAll = { url: string; count: number; exact: boolean }

// `language`: the BCP 47 tag of the language the concierge answered in (issue 25: the language asked).
type AskAnswer =
  | { ask_user: { message: string }; language?: string }
  | { results: ChatResultItem[]; summary?: { message: string }; show_all?: ShowAll; language?: string }

// An answer keeps its language: its links, prices and dates are in it, whatever the page's.
type ChatMessage =
  | { id: number; kind: 'user'; text: string }
  | { id: number; kind: 'ask-user'; text: string; language: ChatLanguage }
  | { id: number; kind: 'response'; summary: string; results: ChatResultItem[]; showAll: ShowAll | null; language: ChatLanguage }

/** Spec §4 chat request status. */
type RequestStatus = 'initial' | 'loading' | 'ready' | 'error'

type ChatRequest = { query: string; queryHistory: string[]; retry: number }

function trapFocus(event: KeyboardEvent<HTMLElement>, container: HTMLElement | null): void {
  if (event.key !== 'Tab' || !container) return
  const focusable = [
    ...container.querySelectorAll<HTMLElement>(
      'a[href], button:not([disabled]), textarea, input, [tabindex]:not([tabindex="-1"])',
    ),
  ].filter((el) => el.offsetParent !== null)
  const first = focusable[0]
  const last = focusable.at(-1)
  if (!first || !last) return
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault()
    first.focus()
  }
}

// The chat's words in the page's language (its catalog loads with the chat; English is built in).
function usePageChatLanguage(): ChatLanguage {
  const page = chatLanguageFor(pageLocaleTag())
  return page instanceof Promise ? use(page) : page
}

export function ConciergeChat({ onClose }: ConciergeChatProps) {
  const { texts } = usePageChatLanguage()
  const { user } = useUser()
  const { location } = useSearchLocation()
  const [threadId, setThreadId] = useState(randomThreadId)
  const [messages, setMessages] = useState<ChatMessage[]>([])
  const [request, setRequest] = useState<ChatRequest | null>(null)
  const [status, setStatus] = useState<RequestStatus>('initial')
  const [errorDetail, setErrorDetail] = useState<string | null>(null)
  const [draft, setDraft] = useState('')
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set())
  const [leaving, setLeaving] = useState(false)
  const nextId = useRef(1)
  // Requests answered after "Start over" belong to the conversation that was left: they are dropped.
  const conversation = useRef(0)
  const latestAnswerRef = useRef<HTMLLIElement>(null)
  const [announcement, setAnnouncement] = useState('')
  const dialogRef = useRef<HTMLDivElement>(null)
  const inputRef = useRef<HTMLTextAreaElement>(null)
  const backRef = useRef<HTMLButtonElement>(null)
  const stayRef = useRef<HTMLButtonElement>(null)
  const leaveTitleId = useId()
  const leaveTextId = useId()
  const taglineId = useId()

  const hasAsked = messages.some((m) => m.kind === 'user')
  const inputLabel = hasAsked ? texts.askMore : texts.askFirst

  useEffect(() => {
    inputRef.current?.focus()
    const previous = document.body.style.overflow
    document.body.style.overflow = 'hidden'
    return () => {
      document.body.style.overflow = previous
    }
  }, [])

  const wasLeaving = useRef(false)
  useEffect(() => {
    // Focus moves into the modal when it opens and back to the arrow once the chat is usable again.
    if (leaving) stayRef.current?.focus()
    else if (wasLeaving.current) backRef.current?.focus()
    wasLeaving.current = leaving
  }, [leaving])

  const latestAnswerId = messages.findLast((m) => m.kind !== 'user')?.id ?? null
  useEffect(() => {
    // Issue 22: a new answer scrolls into view (on a phone the third one was far below the fold). Its top
    // comes to the top, so that the summary is read before the cards.
    if (latestAnswerId === null) return
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
    latestAnswerRef.current?.scrollIntoView?.({ block: 'start', behavior: reduce ? 'auto' : 'smooth' })
  }, [latestAnswerId])

  const ask = useCallback(
    async (next: ChatRequest) => {
      const asked = conversation.current
      setStatus('loading')
      setErrorDetail(null)
      try {
        const answer = await apiFetch<AskAnswer>(ASK_PATH, {
          method: 'POST',
          body: {
            location: location.slug,
            query: next.query,
            queryHistory: next.queryHistory,
            retry: next.retry,
            threadId,
          },
        })
        const language = await chatLanguageFor(answer.language ?? pageLocaleTag())
        if (asked !== conversation.current) return
        const id = nextId.current++
        const message: ChatMessage =
          'ask_user' in answer
            ? { id, kind: 'ask-user', text: answer.ask_user.message, language }
            : { id, kind: 'response', summary: answer.summary?.message ?? '', results: answer.results, showAll: answer.show_all ?? null, language }
        setMessages((list) => [...list, message])
        // The log holds the cards too; screen readers hear the answer's words once, from the status below.
        setAnnouncement(fillText(language.texts.announce, { message: message.kind === 'response' ? message.summary : message.text }))
        setStatus('ready')
      } catch (error) {
        if (asked !== conversation.current) return
        setErrorDetail(
          error instanceof ApiError
            ? fillText(texts.errorStatus, { status: error.statusText || error.status })
            : null,
        )
        setStatus('error')
      }
    },
    [location.slug, threadId, texts],
  )

  function send() {
    const text = draft.trim()
    if (status === 'loading' || !shouldSendMessage(text, request?.query ?? null)) return
    const queryHistory = messages.filter((m) => m.kind === 'user').map((m) => (m as { text: string }).text)
    const next = { query: text, queryHistory, retry: 0 }
    setMessages((list) => [...list, { id: nextId.current++, kind: 'user', text }])
    setRequest(next)
    setDraft('')
    void ask(next)
  }

  // Issue 22: a visible way to start a new conversation without leaving the chat.
  function startOver() {
    conversation.current++
    setMessages([])
    setRequest(null)
    setStatus('initial')
    setErrorDetail(null)
    setExpanded(new Set())
    setDraft('')
    setAnnouncement(texts.startedOver)
    setThreadId(randomThreadId())
    inputRef.current?.focus()
  }

  function reload() {
    if (!request) return
    const next = { ...request, retry: request.retry + 1 }
    setRequest(next)
    void ask(next)
  }

  function switchToClassicSearch() {
    try {
      window.localStorage.setItem(CLASSIC_SEARCH_OPT_OUT_KEY, '1')
    } catch {
      // Private mode without storage: the reload still leaves the chat.
    }
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- spec §2 asks for a full reload of the site root, not a client-side navigation
    window.location.href = '/'
  }

  function onInputKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Spec §5: newlines are blocked in chat inputs and Enter submits.
    if (event.key === 'Enter') {
      event.preventDefault()
      if (!event.nativeEvent.isComposing) send()
    }
  }

  function onDialogKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.preventDefault()
      if (leaving) stay()
      else setLeaving(true)
      return
    }
    trapFocus(event, dialogRef.current)
  }

  function stay() {
    setLeaving(false)
  }

  const referrer =
    typeof window === 'undefined' ? '/' : `${window.location.pathname}${window.location.search}`
  // Signing in keeps the page's language (its subdirectory, as the referrer has it).
  const pathPrefix = typeof window === 'undefined' ? '' : computePathPrefix(window.location.pathname)

  return (
    <div
      ref={dialogRef}
      role="dialog"
      aria-modal="true"
      aria-label={texts.dialog}
      className={styles.chat}
      onKeyDown={onDialogKeyDown}
    >
      <header className={styles.top}>
        <button
          ref={backRef}
          type="button"
          className={styles.back}
          onClick={() => setLeaving(true)}
          aria-label={texts.back}
          inert={leaving}
        >
          <span aria-hidden="true">←</span>
        </button>
        <p className={styles.brand}>{texts.dialog}</p>
        {!user && (
          <a
            className={styles.login}
            href={computeLocalizedHref(`/signin/?referrer=${encodeURIComponent(referrer)}`, pathPrefix)}
            rel="nofollow"
            inert={leaving}
          >
            {texts.logIn}
          </a>
        )}
      </header>
      <div className={styles.banner} inert={leaving}>
        <span>{texts.newThing}</span>{' '}
        <button type="button" className={styles.linkButton} onClick={switchToClassicSearch}>
          {texts.switchToClassic}
        </button>
      </div>

      <div className={styles.body} inert={leaving}>
        <h2 id={taglineId} className={styles.tagline}>
          {texts.tagline}
        </h2>
        <p className={styles.hint}>{texts.hint}</p>
        <div role="log" aria-live="off" aria-label={texts.conversation}>
          <ol className={styles.messages}>
            {messages.map((m) => (
              <li
                key={m.id}
                ref={m.id === latestAnswerId ? latestAnswerRef : undefined}
                className={m.kind === 'user' ? styles.user : styles.assistant}
              >
                {m.kind === 'user' && (
                  <p>
                    <span className={styles.visuallyHidden}>{texts.you}</span>
                    {m.text}
                  </p>
                )}
                {m.kind === 'ask-user' && <p lang={m.language.localeTag}>{m.text}</p>}
                {m.kind === 'response' && (
                  <>
                    <p lang={m.language.localeTag}>{m.summary}</p>
                    {m.results.length > 0 && (
                      <ul className={styles.results} aria-label={m.language.texts.suggestedEvents} lang={m.language.localeTag}>
                        {(expanded.has(m.id) ? m.results : m.results.slice(0, RESULTS_BEFORE_SHOW_MORE)).map(
                          (item) => (
                            <li key={item.url}>
                              <ChatResultCard item={item} language={m.language} />
                            </li>
                          ),
                        )}
                      </ul>
                    )}
                    {m.results.length > RESULTS_BEFORE_SHOW_MORE && !expanded.has(m.id) && (
                      <button
                        type="button"
                        className={styles.more}
                        onClick={() => setExpanded((set) => new Set(set).add(m.id))}
                        lang={m.language.localeTag}
                      >
                        {m.language.texts.showMore}
                      </button>
                    )}
                    {m.showAll && m.showAll.count > m.results.length && (
                      <p>
                        <a className={styles.showAll} href={m.showAll.url} lang={m.language.localeTag}>
                          {m.showAll.exact
                            ? fillText(m.language.texts.showAll, { count: m.showAll.count.toLocaleString(m.language.localeTag) })
                            : m.language.texts.seeMore}
                        </a>
                      </p>
                    )}
                  </>
                )}
              </li>
            ))}
          </ol>
        </div>
        <p className={styles.visuallyHidden} role="status" aria-live="polite">
          {announcement}
        </p>
        {status === 'loading' && (
          <p className={styles.loading} role="status">
            {texts.looking}
          </p>
        )}
        {status === 'error' && (
          <div className={styles.error} role="alert">
            <p className={styles.errorTitle}>{texts.errorTitle}</p>
            {errorDetail && <p>{errorDetail}</p>}
            <button type="button" className={styles.reload} onClick={reload}>
              {texts.reload}
            </button>
          </div>
        )}
      </div>

      <form
        className={styles.composer}
        inert={leaving}
        onSubmit={(event) => {
          event.preventDefault()
          send()
        }}
      >
        <label className={styles.visuallyHidden} htmlFor={`${taglineId}-input`}>
          {inputLabel}
        </label>
        <textarea
          id={`${taglineId}-input`}
          ref={inputRef}
          className={styles.input}
          rows={2}
          maxLength={CHAT_MAX_LENGTH}
          placeholder={inputLabel}
          value={draft}
          onChange={(event) => setDraft(sanitizeChatInput(event.target.value))}
          onKeyDown={onInputKeyDown}
        />
        <button type="submit" className={styles.send} disabled={status === 'loading'}>
          {texts.send}
        </button>
      </form>
      {hasAsked && (
        <div className={styles.startOver} inert={leaving}>
          <button type="button" className={styles.linkButton} onClick={startOver}>
            {texts.startOver}
          </button>
        </div>
      )}

      {leaving && (
        <div className={styles.scrim}>
          <div
            role="alertdialog"
            aria-modal="true"
            aria-labelledby={leaveTitleId}
            aria-describedby={leaveTextId}
            className={styles.modal}
          >
            <h2 id={leaveTitleId}>{texts.leavingTitle}</h2>
            <p id={leaveTextId}>{texts.leavingText}</p>
            <div className={styles.modalActions}>
              <button type="button" className={styles.leave} onClick={onClose}>
                {texts.leave}
              </button>
              <button ref={stayRef} type="button" className={styles.stay} onClick={stay}>
                {texts.stay}
              </button>
            </div>
          </div>
        </div>
      )}
    </div>
  )
}
