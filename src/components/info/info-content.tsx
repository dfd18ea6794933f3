// What the simple pages say. Short, honest texts about an open-source marketplace; each page names
// where to go next.
import type { InfoSection } from './info-page'

export type InfoContent = { title: string; intro: string; sections: InfoSection[] }

const p = (text: string) => <p>{text}</p>

export const SITE_PAGES = {
  about: {
    title: 'About Tessera',
    intro: 'Tessera is an open-source marketplace for discovering events and selling tickets.',
    sections: [
      { title: 'What we do', body: p('We help people find concerts, classes, meetups and festivals near them or online, and help creators sell tickets.') },
      { title: 'Open source', body: p('Every line of Tessera is public. Anyone can run it, study it and improve it.') },
    ],
  },
  'how-it-works': {
    title: 'How Tessera works',
    intro: 'Create an event, publish it, sell tickets and welcome your attendees.',
    sections: [
      { title: 'For attendees', body: p('Search by place, date or interest, save events you like and keep your tickets in one place.') },
      { title: 'For creators', body: p('Build an event from scratch or with AI, set up tickets and track your sales.') },
    ],
  },
  blog: {
    title: 'Tessera blog',
    intro: 'Ideas and news for people who make events happen.',
    sections: [
      { id: 'tips-and-guides', title: 'Tips & Guides', body: p('Practical advice on planning, promoting and running events.') },
      { id: 'news-and-trends', title: 'News & Trends', body: p('What is changing in live and online events.') },
    ],
  },
  careers: {
    title: 'Careers',
    intro: 'Tessera is built in the open by contributors around the world.',
    sections: [{ title: 'Contribute', body: p('The best way to join is to pick an open issue in the repository and send a change.') }],
  },
  press: {
    title: 'Press',
    intro: 'News about Tessera and resources for journalists.',
    sections: [{ title: 'Press enquiries', body: p('Write to the maintainers through the project repository.') }],
  },
  impact: {
    title: 'Impact',
    intro: 'Events bring people together. We want that to be open to everyone.',
    sections: [{ title: 'Community first', body: p('Free events stay free to publish, and the software stays free to run.') }],
  },
  investors: {
    title: 'Investors',
    intro: 'Tessera is an open-source project, not a listed company.',
    sections: [{ title: 'Funding', body: p('The project is supported by its contributors and the organisations that run it.') }],
  },
  security: {
    title: 'Security',
    intro: 'How we keep accounts, payments and data safe.',
    sections: [
      { title: 'Reporting a vulnerability', body: p('Report security issues privately to the maintainers; we answer within a few days.') },
      { title: 'How we protect you', body: p('Sessions are random tokens in HttpOnly cookies, every change is CSRF-protected and passwords are stored with memory-hard hashing.') },
    ],
  },
  platform: {
    title: 'Developers',
    intro: 'Build on Tessera with its public HTTP API.',
    sections: [
      { title: 'API reference', body: <p>The OpenAPI document lives at <a href="/api/v3/openapi.json">/api/v3/openapi.json</a>.</p> },
    ],
  },
  status: {
    title: 'System status',
    intro: 'All systems are operating normally.',
    sections: [{ title: 'Components', body: p('Website, search, checkout and the API are up.') }],
  },
} satisfies Record<string, InfoContent>

export type SitePage = keyof typeof SITE_PAGES

export const LEGAL_PAGES = {
  legalterms: {
    title: 'Terms of Service',
    intro: 'The rules for using Tessera as an attendee or a creator.',
    sections: [{ title: 'Using Tessera', body: p('Be honest about your events, respect other people and follow the law where your event happens.') }],
  },
  privacy: {
    title: 'Privacy Policy',
    intro: 'What we collect, why, and the choices you have.',
    sections: [{ title: 'What we collect', body: p('Your account details, your orders and basic analytics of how the site is used.') }],
  },
  accessibility: {
    title: 'Accessibility',
    intro: 'Tessera aims to meet WCAG 2.2 AA on every page.',
    sections: [{ title: 'Feedback', body: p('If something is hard to use with your assistive technology, tell us and we will fix it.') }],
  },
  cookies: {
    title: 'Cookie Statement',
    intro: 'The cookies Tessera uses and how to control them.',
    sections: [{ title: 'Your choices', body: p('Use "Manage Cookie Preferences" at the bottom of any page to change them.') }],
  },
  dsa: {
    title: 'EU Digital Services Act Statement',
    intro: 'Information Tessera provides under the EU Digital Services Act.',
    sections: [{ title: 'Points of contact', body: p('Authorities and users can reach the maintainers through the help center.') }],
  },
  impressum: {
    title: 'Impressum',
    intro: 'Angaben gemäß § 5 TMG.',
    sections: [{ title: 'Kontakt', body: p('Tessera ist ein Open-Source-Projekt. Kontakt über das Hilfe-Center.') }],
  },
} satisfies Record<string, InfoContent>

export type LegalPage = keyof typeof LEGAL_PAGES

export function isLegalPage(doc: string): doc is LegalPage {
  return Object.hasOwn(LEGAL_PAGES, doc)
}
