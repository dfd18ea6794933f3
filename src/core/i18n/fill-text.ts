// Fills a catalog text's simple `{name}` placeholders (decision 033). Texts that travel to the browser
// (card and search texts) use only these, so the browser needs no ICU message parser; plurals and other
// ICU forms are formatted on the server by next-intl.

/** "From {price}" with { price: '$10' } → "From $10"; an unknown placeholder stays as written. */
export function fillText(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole))
}
