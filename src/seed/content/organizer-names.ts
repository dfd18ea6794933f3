// Organizer name parts. Real organizers are a mix of collectives, venues' own promoters, companies
// and individuals, so the patterns mix those kinds.

export const ORGANIZER_PATTERNS: readonly string[] = [
  '{city} {topic} Collective',
  '{city} {topic} Club',
  '{topic} {city}',
  'The {adjective} {noun}',
  '{surname} & {surname2} Events',
  '{surname} Productions',
  '{first} {surname}',
  '{adjective} {noun} Society',
  '{city} {noun} Project',
  '{topic} Lab',
  'Friends of {city} {topic}',
  '{adjective} {topic} Co.',
  '{surname} Presents',
  '{city} {topic} Network',
]

export const ORGANIZER_ADJECTIVES: readonly string[] = ['Northern', 'Bright', 'Little', 'Golden', 'Open', 'Wild', 'Good', 'Common', 'Blue', 'Second', 'Copper', 'Lantern', 'Saturday', 'Electric', 'Evergreen', 'Harbour', 'Paper', 'Velvet', 'Quiet', 'Urban']

export const ORGANIZER_NOUNS: readonly string[] = ['Owl', 'Hive', 'Room', 'Circle', 'Assembly', 'Kitchen', 'Field', 'Studio', 'Guild', 'House', 'Compass', 'Lighthouse', 'Table', 'Orchard', 'Foundry', 'Commons', 'Union', 'Lantern', 'Garden', 'Bridge']

export const FIRST_NAMES: readonly string[] = ['Alex', 'Sam', 'Jordan', 'Maya', 'Priya', 'Lena', 'Marco', 'Chloé', 'Tomás', 'Aisha', 'Noah', 'Hannah', 'Liam', 'Sofia', 'Oliver', 'Amara', 'Kenji', 'Isla', 'Mateo', 'Zoe', 'Ravi', 'Freya', 'Ines', 'Jonas', 'Nadia', 'Theo', 'Elif', 'Luca', 'Grace', 'Omar']

export const ORGANIZER_DESCRIPTIONS: readonly string[] = [
  'We run friendly, well-organised {topic} events in {city} and online.',
  'Independent organizers bringing {topic} events to new audiences since {year}.',
  'A volunteer-run group behind {topic} events where everyone is welcome.',
  'Small team, big ideas: {topic} events with care for every detail.',
  '{topic} events around {city}. Follow us to hear about new dates first.',
]
