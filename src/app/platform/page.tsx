import { computeDevelopersPageMetadata, DevelopersPage } from '@/components/developers/developers-page'
import { env } from '@/env'

// The developers' page: the footer's "Developers" (spec §2) links here; /developers/ redirects here (decision 069).
export const generateMetadata = () => computeDevelopersPageMetadata()

export default function Page() {
  const { siteUrl, apiKeyRequestsPerMinute, webhooks } = env()
  return <DevelopersPage siteUrl={siteUrl} apiKeyRequestsPerMinute={apiKeyRequestsPerMinute} webhookTimeoutMs={webhooks.timeoutMs} />
}
