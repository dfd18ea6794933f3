import { NotFoundPage } from '@/components/info/not-found-page'

/** Unknown organizers (issue 5). */
export default function OrganizerNotFound() {
  return <NotFoundPage texts="organizer.notFound" />
}
