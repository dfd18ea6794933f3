// The like button's request, loaded with the API client on the button's first click: the button is on
// every card of every page's first load, and the home page's JavaScript budget (issue 23) has no room
// for code that runs only when someone likes something.
import { apiFetch } from '@/components/api/api-fetch'

/** Saves (PUT) or unsaves (DELETE) one event in the user's likes. */
export async function saveLike(publicId: string, eventId: string, saved: boolean): Promise<void> {
  await apiFetch(`/api/v3/users/${encodeURIComponent(publicId)}/saves/${encodeURIComponent(eventId)}/`, {
    method: saved ? 'PUT' : 'DELETE',
    body: {},
  })
}
