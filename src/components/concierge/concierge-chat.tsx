'use client'
// The chat concierge (spec §2 "Chat concierge", §4 chat states, §5, §7 ask call, §8, §9): a full-screen
// chat that the search bar opens instead of its dropdown when the chatbot flag is on and the visitor has
// not switched to classic search. Answers come from POST /alt-search/mobile-bff/relevance/ask.
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
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
import styles from './concierge-chat.module.css'

export type ConciergeChatProps = {
  /** Called when the visitor leaves the chat (back arrow, then "Leave"). */
  onClose: () => void
}

export const ASK_PATH = '/alt-search/mobile-bff/relevance/ask'

type AskAnswer =
  { ask_user: { message: string } } | { results: ChatResultItem[]; summary?: { message: string } }

type ChatMessage =
  | { id: number; kind: 'user'; text: string }
  | { id: number; kind: 'ask-user'; text: string }
  | { id: number; kind: 'response'; summary: string; results: ChatResultItem[] }

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

export function ConciergeChat({ onClose }: ConciergeChatProps) {
  const { user } = useUser()
  const { location } = useSearchLocation()
  const [threadId] = useState(randomThreadId)
  const [messages, setMessages] = useState<ChatMessage[]>([])
  const [request, setRequest] = useState<ChatRequest | null>(null)
  const [status, setStatus] = useState<RequestStatus>('initial')
  const [errorDetail, setErrorDetail] = useState<string | null>(null)
  const [draft, setDraft] = useState('')
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set())
  const [leaving, setLeaving] = useState(false)
  const nextId = useRef(1)
  const dialogRef = useRef<HTMLDivElement>(null)
  const inputRef = useRef<HTMLTextAreaElement>(null)
  const backRef = useRef<HTMLButtonElement>(null)
  const stayRef = useRef<HTMLButtonElement>(null)
  const leaveTitleId = useId()
  const leaveTextId = useId()
  const taglineId = useId()

  const hasAsked = messages.some((m) => m.kind === 'user')
  const inputLabel = hasAsked ? 'Ask another question or share more' : 'What are you looking for?'

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

  const ask = useCallback(
    async (next: ChatRequest) => {
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
        const id = nextId.current++
        setMessages((list) => [
          ...list,
          'ask_user' in answer
            ? { id, kind: 'ask-user', text: answer.ask_user.message }
            : { id, kind: 'response', summary: answer.summary?.message ?? '', results: answer.results },
        ])
        setStatus('ready')
      } catch (error) {
        setErrorDetail(
          error instanceof ApiError
            ? `Unable to retrieve results. Status: ${error.statusText || error.status}`
            : null,
        )
        setStatus('error')
      }
    },
    [location.slug, threadId],
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

  return (
    <div
      ref={dialogRef}
      role="dialog"
      aria-modal="true"
      aria-label="Event concierge"
      className={styles.chat}
      onKeyDown={onDialogKeyDown}
    >
      <header className={styles.top}>
        <button
          ref={backRef}
          type="button"
          className={styles.back}
          onClick={() => setLeaving(true)}
          aria-label="Back"
          inert={leaving}
        >
          <span aria-hidden="true">←</span>
        </button>
        <p className={styles.brand}>Event concierge</p>
        {!user && (
          <a
            className={styles.login}
            href={`/signin/?referrer=${encodeURIComponent(referrer)}`}
            rel="nofollow"
            inert={leaving}
          >
            Log In
          </a>
        )}
      </header>
      <div className={styles.banner} inert={leaving}>
        <span>We&apos;re trying something new.</span>{' '}
        <button type="button" className={styles.linkButton} onClick={switchToClassicSearch}>
          Switch to classic search
        </button>
      </div>

      <div className={styles.body} inert={leaving}>
        <h2 id={taglineId} className={styles.tagline}>
          Tell me what you&apos;re in the mood for, and I&apos;ll find real events for you.
        </h2>
        <p className={styles.hint}>
          Try “free jazz in Brooklyn this weekend” or “a cooking class next Saturday”.
        </p>
        <div role="log" aria-live="polite" aria-label="Conversation">
          <ol className={styles.messages}>
            {messages.map((m) => (
              <li key={m.id} className={m.kind === 'user' ? styles.user : styles.assistant}>
                {m.kind === 'user' && (
                  <p>
                    <span className={styles.visuallyHidden}>You: </span>
                    {m.text}
                  </p>
                )}
                {m.kind === 'ask-user' && <p>{m.text}</p>}
                {m.kind === 'response' && (
                  <>
                    <p>{m.summary}</p>
                    {m.results.length > 0 && (
                      <ul className={styles.results} aria-label="Suggested events">
                        {(expanded.has(m.id) ? m.results : m.results.slice(0, RESULTS_BEFORE_SHOW_MORE)).map(
                          (item) => (
                            <li key={item.url}>
                              <ChatResultCard item={item} />
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
                      >
                        Show More
                      </button>
                    )}
                  </>
                )}
              </li>
            ))}
          </ol>
        </div>
        {status === 'loading' && (
          <p className={styles.loading} role="status">
            Looking for events…
          </p>
        )}
        {status === 'error' && (
          <div className={styles.error} role="alert">
            <p className={styles.errorTitle}>Something went wrong on our end</p>
            {errorDetail && <p>{errorDetail}</p>}
            <button type="button" className={styles.reload} onClick={reload}>
              Reload
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
          Send
        </button>
      </form>

      {leaving && (
        <div className={styles.scrim}>
          <div
            role="alertdialog"
            aria-modal="true"
            aria-labelledby={leaveTitleId}
            aria-describedby={leaveTextId}
            className={styles.modal}
          >
            <h2 id={leaveTitleId}>Leaving the chat?</h2>
            <p id={leaveTextId}>This conversation won&apos;t be saved</p>
            <div className={styles.modalActions}>
              <button type="button" className={styles.leave} onClick={onClose}>
                Leave
              </button>
              <button ref={stayRef} type="button" className={styles.stay} onClick={stay}>
                Stay in the chat
              </button>
            </div>
          </div>
        </div>
      )}
    </div>
  )
}
