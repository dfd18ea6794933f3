// A simple content page for the footer's and menus' destinations (spec §2 "Footer" routes): a heading
// marked as the page content, an introduction and a few sections. Never a 404 for a linked page. A long page
// (the developers' page) names `contentsLabel` and gets a table of contents of its sections that have an id.
import type { ReactNode } from 'react'
import styles from './info-page.module.css'

export type InfoSection = { id?: string; title: string; body: ReactNode }

export function InfoPage({
  title,
  intro,
  sections,
  eyebrow,
  contentsLabel,
}: {
  title: string
  intro: ReactNode
  sections: InfoSection[]
  eyebrow?: string
  contentsLabel?: string
}) {
  return (
    <main className={styles.page}>
      {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
      <h1 id="page-content" tabIndex={-1} className={styles.title}>
        {title}
      </h1>
      <div className={styles.intro}>{intro}</div>
      {contentsLabel ? (
        <nav aria-labelledby="page-contents-heading" className={styles.contents}>
          <h2 id="page-contents-heading" className={styles.contentsTitle}>
            {contentsLabel}
          </h2>
          <ol>
            {sections.flatMap((section) =>
              section.id ? [
                <li key={section.id}>
                  <a href={`#${section.id}`}>{section.title}</a>
                </li>,
              ] : [],
            )}
          </ol>
        </nav>
      ) : null}
      {sections.map((section) => (
        <section key={section.title} id={section.id} aria-labelledby={`${section.id ?? section.title}-heading`.replace(/\W+/g, '-')} className={styles.section}>
          <h2 id={`${section.id ?? section.title}-heading`.replace(/\W+/g, '-')} className={styles.sectionTitle}>
            {section.title}
          </h2>
          <div>{section.body}</div>
        </section>
      ))}
    </main>
  )
}
