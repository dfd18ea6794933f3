// Building an Intl formatter costs far more than using one (about 0.1 ms each, several per event on a
// results page), so formatters are built once per locale and options and kept for the process.
function memoize<F>(build: (locale: string, options: object) => F): (locale: string, options: object) => F {
  const built = new Map<string, F>()
  return (locale, options) => {
    const key = `${locale}|${JSON.stringify(options)}`
    let format = built.get(key)
    if (!format) {
      format = build(locale, options)
      built.set(key, format)
    }
    return format
  }
}

const dateTimeFormat = memoize((locale, options) => new Intl.DateTimeFormat(locale, options))
const numberFormat = memoize((locale, options) => new Intl.NumberFormat(locale, options))

export function cachedDateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return dateTimeFormat(locale, options)
}

export function cachedNumberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return numberFormat(locale, options)
}
