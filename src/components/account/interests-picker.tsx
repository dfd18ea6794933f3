'use client'
// /u/interests: pick categories, subcategories and tags (issue "Attendee features"). In detached mode the
// page returns to its (already checked) referrer after saving. Its words come from the server in the
// page's language (the `interests` catalog, issue 25); English when not given.
import { useState, type FormEvent } from 'react'
import { apiFetch } from '@/components/api/api-fetch'
import type { Interests } from '@/core/social/interests'
import { fillText } from '@/core/i18n/fill-text'
import englishInterests from '@/messages/en/interests.json'
import { FormOutcome } from './form-outcome'
import type { AccountErrorTexts } from './localize-account-error'
import styles from './forms.module.css'
import { useApiForm } from './use-api-form'

export type InterestOptions = {
  categories: { id: number; name: string; subcategories: { id: number; title: string }[] }[]
  tags: { slug: string; label: string }[]
}

function toggle<T>(list: T[], value: T, on: boolean): T[] {
  return on ? [...new Set([...list, value])] : list.filter((v) => v !== value)
}

export function InterestsPicker({
  publicId,
  options,
  initial,
  returnTo,
  texts = englishInterests.interests,
  errors = null,
}: {
  publicId: string
  options: InterestOptions
  initial: Interests
  /** Detached mode: where to go after saving. */
  returnTo: string | null
  texts?: (typeof englishInterests)['interests']
  /** The page's words for the API's refusals; null on an English page, which shows the API's own. */
  errors?: AccountErrorTexts | null
}) {
  const [picked, setPicked] = useState<Interests>(initial)
  const [saved, setSaved] = useState(false)
  const form = useApiForm(null, errors)

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    setSaved(false)
    const ok = await form.run(async () => {
      await apiFetch(`/api/v3/users/${encodeURIComponent(publicId)}/interests/`, { method: 'PUT', body: picked })
    })
    if (!ok) return
    if (returnTo) window.location.assign(returnTo)
    else setSaved(true)
  }

  const count = picked.categories.length + picked.subcategories.length + picked.tags.length
  return (
    <form onSubmit={(e) => void onSubmit(e)} className={styles.form}>
      <fieldset className={styles.chips}>
        <legend>{texts.popularTags}</legend>
        {options.tags.map((t) => (
          <label key={t.slug} className={styles.chip}>
            <input
              type="checkbox"
              checked={picked.tags.includes(t.slug)}
              onChange={(e) => setPicked({ ...picked, tags: toggle(picked.tags, t.slug, e.target.checked) })}
            />
            {t.label}
          </label>
        ))}
      </fieldset>
      <fieldset className={styles.chips}>
        <legend>{texts.categories}</legend>
        {options.categories.map((c) => (
          <label key={c.id} className={styles.chip}>
            <input
              type="checkbox"
              checked={picked.categories.includes(c.id)}
              onChange={(e) => setPicked({ ...picked, categories: toggle(picked.categories, c.id, e.target.checked) })}
            />
            {c.name}
          </label>
        ))}
      </fieldset>
      <h2>{texts.moreSpecific}</h2>
      {options.categories.map((c) => (
        <details key={c.id}>
          <summary>{fillText(texts.subcategories, { category: c.name })}</summary>
          <fieldset className={styles.chips} aria-label={fillText(texts.subcategories, { category: c.name })}>
            {c.subcategories.map((s) => (
              <label key={s.id} className={styles.chip}>
                <input
                  type="checkbox"
                  checked={picked.subcategories.includes(s.id)}
                  onChange={(e) => setPicked({ ...picked, subcategories: toggle(picked.subcategories, s.id, e.target.checked) })}
                />
                {s.title}
              </label>
            ))}
          </fieldset>
        </details>
      ))}
      <FormOutcome form={form} done={saved ? texts.saved : null} />
      <button type="submit" className={styles.primary} disabled={form.pending}>
        {form.pending ? texts.saving : fillText(texts.save, { count })}
      </button>
    </form>
  )
}
