// The spec's examples keep a double hyphen where " / " stood and a trailing hyphen after a trailing
// space, so the rule deliberately neither collapses nor trims: URLs already in circulation depend on it.

/** Spec §9 "Refinement slugs": lowercase, '&' → 'and', '/' and '+' dropped, each space → '-'. */
export function toRefinementSlug(text: string): string {
  return text.toLowerCase().replaceAll('&', 'and').replace(/[/+]/g, '').replaceAll(' ', '-')
}
