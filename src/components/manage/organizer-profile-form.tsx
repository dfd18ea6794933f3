'use client'
// /myprofile/ (issue 20): the organizer profile attendees see on /o/… and on every event: name,
// description, logo, website, social links and the contact email that "Contact the organizer" messages
// go to. Saved with PATCH /api/v3/users/me/organizer/ (which creates the profile if there is none yet);
// every field follows spec §5's input rules with its counter.
import { useState } from 'react'
import { apiFetch } from '@/components/api/api-fetch'
import { apiUpload } from '@/components/api/api-upload'
import { TextField } from '@/components/create-event/text-field'
import { StepInputError } from '@/components/create-event/use-step-save'
import editor from '@/components/create-event/event-editor.module.css'
import type { OrganizerProfileJson, SocialNetwork } from '@/core/creators/organizer-profile-json'
import { ActionResult } from './action-result'
import { useActionTexts, useCreatorHref } from './creator-texts'
import { useDashboardAction } from './use-dashboard-action'

// Brand names stay as they are; the Facebook page's label is the catalog's (profile.facebook).
const NETWORKS: { key: SocialNetwork; label: string }[] = [
  { key: 'facebook', label: '' },
  { key: 'instagram', label: 'Instagram' },
  { key: 'x', label: 'X (Twitter)' },
  { key: 'linkedin', label: 'LinkedIn' },
  { key: 'tiktok', label: 'TikTok' },
  { key: 'youtube', label: 'YouTube' },
]
const LOGO_MAX_BYTES = 10 * 1024 * 1024

type Props = { profile: OrganizerProfileJson | null }

export function OrganizerProfileForm({ profile }: Props) {
  const texts = useActionTexts().t
  const href = useCreatorHref()
  const t = texts.profile
  const save = useDashboardAction()
  const upload = useDashboardAction()
  const [name, setName] = useState(profile?.name ?? '')
  const [description, setDescription] = useState(profile?.description ?? '')
  const [website, setWebsite] = useState(profile?.website ?? '')
  const [contactEmail, setContactEmail] = useState(profile?.contact_email ?? '')
  const [links, setLinks] = useState<Partial<Record<SocialNetwork, string>>>(profile?.social_links ?? {})
  const [logo, setLogo] = useState(profile?.logo ?? null)
  const [publicUrl, setPublicUrl] = useState(profile?.url ?? null)

  const submit = () =>
    save.run(async () => {
      const { organizer } = await apiFetch<{ organizer: OrganizerProfileJson }>('/api/v3/users/me/organizer/', {
        method: 'PATCH',
        body: {
          name: name.trim(),
          description: description.trim(),
          website: website.trim() || null,
          contact_email: contactEmail.trim() || null,
          social_links: Object.fromEntries(NETWORKS.map(({ key }) => [key, links[key]?.trim() || null])),
        },
      })
      setPublicUrl(organizer.url)
      return t.saved
    })

  const chooseLogo = (file: File | undefined) =>
    upload.run(async () => {
      if (!file) return ''
      if (file.size > LOGO_MAX_BYTES) throw new StepInputError(t.logoTooLarge, { file: [t.logoTooLarge] })
      const body = new FormData()
      body.set('file', file)
      body.set('type', 'image-organizer-logo')
      const media = await apiUpload<{ id: string; card: { url: string } }>('/api/v3/media/upload/', body)
      const { organizer } = await apiFetch<{ organizer: OrganizerProfileJson }>('/api/v3/users/me/organizer/', { method: 'PATCH', body: { logo_id: media.id } })
      setLogo(organizer.logo)
      setPublicUrl(organizer.url)
      return t.logoSaved
    })

  const errors = (key: string) => save.fieldErrors[key]
  const [beforeLink = '', rest = ''] = t.seenAt.split('<link>')
  const [linkText = '', afterLink = ''] = rest.split('</link>')
  return (
    <>
      {publicUrl ? (
        <p>
          {beforeLink}
          <a href={href(new URL(publicUrl).pathname)}>{linkText}</a>
          {afterLink}
        </p>
      ) : null}
      <section aria-labelledby="logo-heading">
        <h2 id="logo-heading">{t.logo}</h2>
        {logo ? (
          // eslint-disable-next-line @next/next/no-img-element -- our own stored image, already sized
          <img src={logo.url} alt={t.logoAlt} width={128} height={128} />
        ) : (
          <p>{t.noLogo}</p>
        )}
        <div className={editor.field}>
          <label htmlFor="organizer-logo">{t.uploadLogo}</label>
          <input id="organizer-logo" type="file" accept="image/jpeg,image/png,image/webp" aria-describedby="organizer-logo-hint" onChange={(e) => void chooseLogo(e.target.files?.[0])} />
          <p id="organizer-logo-hint" className={editor.hint}>
            {t.logoHint}
          </p>
          <ActionResult done={upload.pending ? texts.uploading : upload.done} error={upload.error} />
        </div>
      </section>
      <form
        aria-label={t.form}
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          void submit()
        }}
      >
        <TextField id="organizer-name" label={t.name} value={name} onValue={setName} maxLength={140} errors={errors('name')} required />
        <TextField id="organizer-description" label={t.about} value={description} onValue={setDescription} maxLength={4000} multiline rows={5} errors={errors('description')} />
        <TextField id="organizer-website" label={t.website} type="url" inputMode="url" value={website} onValue={setWebsite} maxLength={500} errors={errors('website')} hint={t.websiteHint} />
        <TextField
          id="organizer-contact-email"
          label={t.contactEmail}
          type="email"
          value={contactEmail}
          onValue={setContactEmail}
          maxLength={254}
          errors={errors('contact_email')}
          hint={t.contactEmailHint}
        />
        <fieldset>
          <legend>{t.socialLinks}</legend>
          {NETWORKS.map(({ key, label }) => (
            <TextField
              key={key}
              id={`organizer-social-${key}`}
              label={label || t.facebook}
              type="url"
              inputMode="url"
              value={links[key] ?? ''}
              onValue={(value) => setLinks((current) => ({ ...current, [key]: value }))}
              maxLength={500}
              errors={errors(`social_links.${key}`)}
            />
          ))}
        </fieldset>
        <button type="submit" className={editor.primary} disabled={save.pending}>
          {save.pending ? texts.saving : t.save}
        </button>{' '}
        <ActionResult done={save.done} error={save.error} />
      </form>
    </>
  )
}
