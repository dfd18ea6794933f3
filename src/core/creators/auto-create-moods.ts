// The moods the AI wizard offers (issue 20), apart from the writer so that the wizard's page can list them
// without loading the writer.
export const MOODS = ['lively', 'relaxed', 'elegant', 'playful', 'professional', 'inspiring'] as const
export type Mood = (typeof MOODS)[number]
