// Which compression to answer with, from a request's Accept-Encoding (RFC 9110 §12.5.3): brotli when the
// client takes it, else gzip, else none; a coding with q=0 is refused.
export type ContentEncoding = 'br' | 'gzip' | null

export function chooseContentEncoding(acceptEncoding: string | undefined): ContentEncoding {
  if (!acceptEncoding) return null
  const accepted = new Map<string, number>()
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';')
    if (!name) continue
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    const weight = q ? Number(q.slice(2)) : 1
    accepted.set(name, Number.isFinite(weight) ? weight : 0)
  }
  const weightOf = (coding: string) => accepted.get(coding) ?? accepted.get('*') ?? 0
  if (weightOf('br') > 0) return 'br'
  if (weightOf('gzip') > 0) return 'gzip'
  return null
}
