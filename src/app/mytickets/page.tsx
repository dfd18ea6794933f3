import { redirect } from 'next/navigation'
import { requirePageViewer } from '@/server/viewer'

// Spec §2/ARCHITECTURE §3: /mytickets goes to the user's tickets page, or to sign-in that comes back here.
export default async function MyTicketsPage() {
  const viewer = await requirePageViewer('/mytickets')
  redirect(`/u/${viewer.publicId}/`)
}
