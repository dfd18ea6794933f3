import { computeDevelopersPageMetadata, DevelopersPage } from '@/components/developers/developers-page'

// The developers' page: the footer's "Developers" (spec §2) links here; /developers/ redirects here (decision 069).
export const generateMetadata = () => computeDevelopersPageMetadata()

export default function Page() {
  return <DevelopersPage />
}
