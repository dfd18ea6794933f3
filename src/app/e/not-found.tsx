import { NotFoundPage } from '@/components/info/not-found-page'

/** Unknown, draft or unpublished events (issue 5). */
export default function EventNotFound() {
  return <NotFoundPage texts="event.notFound" />
}
