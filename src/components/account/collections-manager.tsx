'use client'
// /u/{publicId}/favorites/collections: create named collections, add liked events to them, remove
// events, rename, make public or private, delete. The server page re-renders after each change.
import { useRouter } from 'next/navigation'
import { useState, type FormEvent } from 'react'
import { apiFetch } from '@/components/api/api-fetch'
import styles from './forms.module.css'
import { useApiForm } from './use-api-form'

export type ManagedCollection = {
  id: string
  name: string
  isPublic: boolean
  events: { id: string; name: string; url: string }[]
}

function CollectionCard({ collection, likedEvents }: { collection: ManagedCollection; likedEvents: { id: string; name: string }[] }) {
  const router = useRouter()
  const form = useApiForm()
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
          {collection.isPublic ? 'Public: anyone can see it.' : 'Private: only you can see it.'}
        </p>
        {collection.events.length === 0 ? (
          <p>No events in this collection yet.</p>
        ) : (
          <ul className={styles.list} aria-label={`Events in ${collection.name}`}>
            {collection.events.map((e) => (
              <li key={e.id} className={styles.row}>
                <a href={e.url}>{e.name}</a>
                <button
                  type="button"
                  className={styles.secondary}
                  onClick={() => change(() => apiFetch(`${base}events/${encodeURIComponent(e.id)}/`, { method: 'DELETE', body: {} }))}
                >
                  Remove {e.name} from {collection.name}
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
              <label htmlFor={`add-${collection.id}`}>Add a liked event to {collection.name}</label>
              <select id={`add-${collection.id}`} value={eventId} onChange={(e) => setEventId(e.target.value)}>
                <option value="">Choose an event</option>
                {addable.map((e) => (
                  <option key={e.id} value={e.id}>
                    {e.name}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className={styles.secondary} disabled={!eventId || form.pending}>
              Add to {collection.name}
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
            Make {collection.name} {collection.isPublic ? 'private' : 'public'}
          </button>{' '}
          <button
            type="button"
            className={styles.secondary}
            onClick={() => {
              if (window.confirm(`Delete the collection "${collection.name}"? The events stay liked.`)) {
                change(() => apiFetch(base, { method: 'DELETE', body: {} }))
              }
            }}
          >
            Delete {collection.name}
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
}: {
  publicId: string
  collections: ManagedCollection[]
  likedEvents: { id: string; name: string }[]
}) {
  const router = useRouter()
  const form = useApiForm()
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
      <form className={styles.form} onSubmit={(e) => void onCreate(e)} aria-label="New collection">
        <div className={styles.field}>
          <label htmlFor="collection-name">Collection name</label>
          <input id="collection-name" maxLength={80} value={name} onChange={(e) => setName(e.target.value)} />
        </div>
        <label>
          <input type="checkbox" checked={isPublic} onChange={(e) => setIsPublic(e.target.checked)} /> Make it public
        </label>
        {form.error ? (
          <p role="alert" className={styles.error}>
            {form.error}
          </p>
        ) : null}
        <button type="submit" className={styles.primary} disabled={form.pending}>
          Create collection
        </button>
      </form>
      {collections.length === 0 ? (
        <p>You have no collections yet. Create one to group events you like.</p>
      ) : (
        <ul className={styles.list} aria-label="Your collections">
          {collections.map((c) => (
            <CollectionCard key={c.id} collection={c} likedEvents={likedEvents} />
          ))}
        </ul>
      )}
    </>
  )
}
