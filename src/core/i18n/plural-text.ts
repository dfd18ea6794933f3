// The plural form of a text drawn in the browser (decision 035): the catalog gives `one` and `other`, and
// Intl.PluralRules says which one a count takes in the page's language (French "1 billet" and "0 billet",
// English "0 tickets"); any other category (few, many) reads `other`, as every catalog language has only
// these two for whole numbers in our texts.
import { fillText } from './fill-text'

export type PluralTexts = { one: string; other: string }

export function pluralText(locale: string, count: number, forms: PluralTexts, values: Readonly<Record<string, string | number>> = {}): string {
  const form = new Intl.PluralRules(locale).select(count) === 'one' ? forms.one : forms.other
  return fillText(form, { count: new Intl.NumberFormat(locale).format(count), ...values })
}
