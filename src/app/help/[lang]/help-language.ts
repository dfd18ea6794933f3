// /help/{help_center_language}/ (spec §2): language tags like en-us; anything else is not a help page.
export function isHelpLanguage(lang: string): boolean {
  return /^[a-z]{2}-[a-z]{2}$/.test(lang)
}
