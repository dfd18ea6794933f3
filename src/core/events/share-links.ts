// Share links of the event page with the default share UTM of spec §9 (campaign social, content
// attendeeshare, medium discovery); the source names the network.

export const SHARE_UTM = { utm_campaign: 'social', utm_content: 'attendeeshare', utm_medium: 'discovery' } as const

export type ShareLink = { network: string; label: string; href: string }

/** The event URL as shared on `source`, carrying the spec §9 UTM parameters. */
export function computeSharedEventUrl(eventUrl: string, source: string): string {
  const url = new URL(eventUrl)
  for (const [key, value] of Object.entries(SHARE_UTM)) url.searchParams.set(key, value)
  url.searchParams.set('utm_source', source)
  return url.toString()
}

/** Facebook, X, LinkedIn and e-mail share links for an event (spec §9 "Default share UTM"). */
export function computeShareLinks(eventUrl: string, eventName: string): ShareLink[] {
  const enc = encodeURIComponent
  const facebook = computeSharedEventUrl(eventUrl, 'facebook')
  const x = computeSharedEventUrl(eventUrl, 'twitter')
  const linkedin = computeSharedEventUrl(eventUrl, 'linkedin')
  const email = computeSharedEventUrl(eventUrl, 'email')
  return [
    { network: 'facebook', label: 'Share on Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${enc(facebook)}` },
    { network: 'x', label: 'Share on X', href: `https://x.com/intent/tweet?text=${enc(eventName)}&url=${enc(x)}` },
    { network: 'linkedin', label: 'Share on LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${enc(linkedin)}` },
    { network: 'email', label: 'Share by email', href: `mailto:?subject=${enc(eventName)}&body=${enc(`${eventName}\n${email}`)}` },
  ]
}
