'use client'
// /u/{publicId}/favorites/collections: create named collections, add liked events to them, remove
// events, rename, make public or private, delete. The server page re-renders after each change. Its words
// come from the server in the page's language (the `interests` catalog, issue 25); English when not given.
import { useRouter } from 'next/navigation'
import { useState, type FormEvent } from 'react'
import { apiFetch } from '@/components/api/api-fetch'
import { fillText } from '@/core/i18n/fill-text'
import englishInterests from '@/messages/en/interests.json'
import styles from './forms.module.css'
import type { AccountErrorTexts } from './localize-account-error'
import { useApiForm } from './use-api-form'

export type ManagedCollection = {
  id: string
  name: string
  isPublic: boolean
  events: { id: string; name: string; url: string }[]
}

export type CollectionsTexts = (typeof englishInterests)['collections']

type CardProps = {
  collection: ManagedCollection
  likedEvents: { id: string; name: string }[]
  texts: CollectionsTexts
  errors: AccountErrorTexts | null
}

function CollectionCard({ collection, likedEvents, texts, errors }: CardProps) {
  const router = useRouter()
  const form = useApiForm(null, errors)
  const named = { collection: collection.name }
  const [eventId, setEventId] = useState('')
  const base = `/api/v3/collections/${encodeURIComponent(collection.id)}/`
  const addable = likedEvents.filter((e) => !collection.events.some((c) => c.id === e.id))
  const change = (work: () => Promise<unknown>) =>
    void form.run(async () => {
      await work()
      router.refresh()
    })
  const headingId = `collection-${collection.id}`

  return (
    <li className={styles.row}>
      <section aria-labelledby={headingId} style={{ width: '100%' }}>
        <h2 id={headingId}>{collection.name}</h2>
        <p>
          {collection.isPublic ? texts.isPublic : texts.isPrivate}
        </p>
        {collection.events.length === 0 ? (
          <p>{texts.empty}</p>
        ) : (
          <ul className={styles.list} aria-label={fillText(texts.eventsIn, named)}>
            {collection.events.map((e) => (
              <li key={e.id} className={styles.row}>
                <a href={e.url}>{e.name}</a>
                <button
                  type="button"
                  className={styles.secondary}
                  onClick={() => change(() => apiFetch(`${base}events/${encodeURIComponent(e.id)}/`, { method: 'DELETE', body: {} }))}
                >
                  {fillText(texts.remove, { event: e.name, ...named })}
                </button>
              </li>
            ))}
          </ul>
        )}
        {addable.length > 0 ? (
          <form
            className={styles.form}
            onSubmit={(event: FormEvent) => {
              event.preventDefault()
              if (eventId) change(() => apiFetch(`${base}events/${encodeURIComponent(eventId)}/`, { method: 'PUT', body: {} }))
            }}
          >
            <div className={styles.field}>
              <label htmlFor={`add-${collection.id}`}>{fillText(texts.addLabel, named)}</label>
              <select id={`add-${collection.id}`} value={eventId} onChange={(e) => setEventId(e.target.value)}>
                <option value="">{texts.chooseEvent}</option>
                {addable.map((e) => (
                  <option key={e.id} value={e.id}>
                    {e.name}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className={styles.secondary} disabled={!eventId || form.pending}>
              {fillText(texts.addTo, named)}
            </button>
          </form>
        ) : null}
        <p>
          <button
            type="button"
            className={styles.secondary}
            aria-pressed={collection.isPublic}
            onClick={() => change(() => apiFetch(base, { method: 'PATCH', body: { isPublic: !collection.isPublic } }))}
          >
            {fillText(collection.isPublic ? texts.makePrivate : texts.makePublic, named)}
          </button>{' '}
          <button
            type="button"
            className={styles.secondary}
            onClick={() => {
              if (window.confirm(fillText(texts.confirmDelete, named))) {
                change(() => apiFetch(base, { method: 'DELETE', body: {} }))
              }
            }}
          >
            {fillText(texts.delete, named)}
          </button>
        </p>
        {form.error ? (
          <p role="alert" className={styles.error}>
            {form.error}
          </p>
        ) : null}
      </section>
    </li>
  )
}

export function CollectionsManager({
  publicId,
  collections,
  likedEvents,
  texts = englishInterests.collections,
  errors = null,
}: {
  publicId: string
  collections: ManagedCollection[]
  likedEvents: { id: string; name: string }[]
  texts?: CollectionsTexts
  /** The page's words for the API's refusals; null on an English page, which shows the API's own. */
  errors?: AccountErrorTexts | null
}) {
  const router = useRouter()
  const form = useApiForm(null, errors)
  const [name, setName] = useState('')
  const [isPublic, setIsPublic] = useState(false)

  async function onCreate(event: FormEvent) {
    event.preventDefault()
    const ok = await form.run(async () => {
      await apiFetch(`/api/v3/users/${encodeURIComponent(publicId)}/collections/`, { method: 'POST', body: { name, isPublic } })
    })
    if (ok) {
      setName('')
      setIsPublic(false)
      router.refresh()
    }
  }

  return (
    <>
      <form className={styles.form} onSubmit={(e) => void onCreate(e)} aria-label={texts.newCollection}>
        <div className={styles.field}>
          <label htmlFor="collection-name">{texts.name}</label>
          <input id="collection-name" maxLength={80} value={name} onChange={(e) => setName(e.target.value)} />
        </div>
        <label>
          <input type="checkbox" checked={isPublic} onChange={(e) => setIsPublic(e.target.checked)} /> {texts.makeItPublic}
        </label>
        {form.error ? (
          <p role="alert" className={styles.error}>
            {form.error}
          </p>
        ) : null}
        <button type="submit" className={styles.primary} disabled={form.pending}>
          {texts.create}
        </button>
      </form>
      {collections.length === 0 ? (
        <p>{texts.none}</p>
      ) : (
        <ul className={styles.list} aria-label={texts.yours}>
          {collections.map((c) => (
            <CollectionCard key={c.id} collection={c} likedEvents={likedEvents} texts={texts} errors={errors} />
          ))}
        </ul>
      )}
    </>
  )
}
