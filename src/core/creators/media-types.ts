// The kinds of uploaded picture (issue 20) and their sizes: pure, so the use cases that take an upload
// can check its kind without loading the image pipeline.

export type MediaSize = { width: number; height: number }

/** Eventbrite's upload types: an event's picture (2:1) or an organizer's logo (square). */
export const MEDIA_TYPES = {
  'image-event-logo': { card: { width: 512, height: 256 }, page: { width: 1600, height: 800 } },
  'image-organizer-logo': { card: { width: 256, height: 256 }, page: { width: 800, height: 800 } },
} as const satisfies Record<string, { card: MediaSize; page: MediaSize }>

export type MediaType = keyof typeof MEDIA_TYPES

/** The upload type of a stored picture, told by its page size. */
export function mediaTypeOfSize(page: MediaSize): MediaType {
  return page.width === page.height ? 'image-organizer-logo' : 'image-event-logo'
}

/** Why `media` cannot serve as `wanted`, or null when it can. */
export function mediaTypeProblem(media: MediaSize, wanted: MediaType): string | null {
  return mediaTypeOfSize(media) === wanted ? null : `is not an upload of type ${wanted}: upload it with that type`
}
