// One event suggested by the concierge (spec §3 "Display card": id, summary, url, imageUrl, title,
// dateTime, location, priceRow), read from the answer's schema.org object.
import { computeOwnImageSrc, formatResultDate, formatResultPrice, type ResultOffer } from './chat-text'
import { ENGLISH_CHAT, type ChatLanguage } from './chat-texts'
import styles from './concierge-chat.module.css'

export type ChatResultItem = {
  name: string
  url: string
  description: string
  schema_object: {
    '@id'?: string
    image?: string[] | string
    startDate?: string
    offers?: ResultOffer | ResultOffer[]
    location?: { name?: string; address?: { addressLocality?: string | null } }
  }
}

/** `language`: the answer's, for the card's date and price. */
export function ChatResultCard({ item, language = ENGLISH_CHAT }: { item: ChatResultItem; language?: ChatLanguage }) {
  const schema = item.schema_object
  const image = Array.isArray(schema.image) ? schema.image[0] : schema.image
  const offers = Array.isArray(schema.offers) ? schema.offers[0] : schema.offers
  const place = [schema.location?.name, schema.location?.address?.addressLocality].filter(Boolean).join(' · ')
  const date = schema.startDate ? formatResultDate(schema.startDate, language.localeTag) : ''
  const price = formatResultPrice(offers, language)
  return (
    <article className={styles.card}>
      {image && (
        // eslint-disable-next-line @next/next/no-img-element -- our own /home/_next/image/ route serves it
        <img className={styles.cardImage} src={computeOwnImageSrc(image)} alt="" width={160} height={80} loading="lazy" />
      )}
      <div className={styles.cardText}>
        <h3 className={styles.cardTitle}>
          <a href={item.url} target="_blank" rel="noopener">
            {item.name}
          </a>
        </h3>
        {date && <p>{date}</p>}
        {place && <p>{place}</p>}
        {price && <p className={styles.price}>{price}</p>}
        {item.description && <p className={styles.summary}>{item.description}</p>}
      </div>
    </article>
  )
}
