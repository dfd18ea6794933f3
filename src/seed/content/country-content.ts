// Per-country details for demo venues and prices: currency, how much a typical ticket costs relative
// to the US, street names, venue names and the shape of an address and postal code.
import type { Random } from '../random'

export type CountryContent = {
  currency: string
  /** Multiplies US dollar prices into this currency, then rounded to a price people would print. */
  priceFactor: number
  streets: readonly string[]
  /** Venue name patterns; `{street}`, `{city}`, `{name}` and `{noun}` are filled in. */
  venuePatterns: readonly string[]
  venueNouns: readonly string[]
  surnames: readonly string[]
  /** Formats a street address line from a house number and a street name. */
  address: (number: number, street: string) => string
  postalCode: (random: Random) => string
}

const ENGLISH_VENUE_PATTERNS = [
  'The {noun}',
  'The {name} {noun}',
  '{city} {noun}',
  '{street} {noun}',
  '{name} Hall',
  'The Old {noun}',
  '{name} Community Center',
  '{city} Arts Centre',
  '{name} & Co.',
  'Riverside {noun}',
  'Union {noun}',
  'The {name} Rooms',
]

const ENGLISH_NOUNS = ['Loft', 'Warehouse', 'Ballroom', 'Studio', 'Tap Room', 'Lounge', 'Gallery', 'Theatre', 'Library', 'Market Hall', 'Brewery', 'Music Hall', 'Club', 'Garden', 'Yard', 'Workshop', 'Social Club', 'Pavilion', 'Playhouse', 'Kitchen']

const ENGLISH_SURNAMES = ['Hamilton', 'Carver', 'Whitman', 'Bishop', 'Foster', 'Harper', 'Mercer', 'Sawyer', 'Lane', 'Prescott', 'Holloway', 'Ashford', 'Bramley', 'Calder', 'Doyle', 'Everett', 'Fairfax', 'Grant', 'Hale', 'Keane', 'Langley', 'Monroe', 'Norwood', 'Quinn', 'Radley', 'Sterling', 'Thornton', 'Wexley']

const digits = (random: Random, n: number) => Array.from({ length: n }, () => random.int(0, 9)).join('')
const letter = (random: Random, from = 'ABCDEFGHJKLMNPRSTUWXYZ') => from[random.int(0, from.length - 1)] ?? 'A'

const US: CountryContent = {
  currency: 'USD',
  priceFactor: 1,
  streets: ['Main St', 'Broadway', 'Market St', 'Elm St', 'Oak Ave', 'Maple Ave', 'Washington Ave', 'Park Ave', 'Lincoln Blvd', 'Sunset Blvd', 'Grand Ave', 'Pine St', 'Cedar St', 'Spring St', 'Water St', 'Mission St', 'Church St', 'Lake Shore Dr', 'Highland Ave', 'Franklin St', '2nd Ave', '5th St', 'Union St', 'Central Ave'],
  venuePatterns: ENGLISH_VENUE_PATTERNS,
  venueNouns: ENGLISH_NOUNS,
  surnames: ENGLISH_SURNAMES,
  address: (n, street) => `${n} ${street}`,
  postalCode: (r) => `${r.int(1, 9)}${digits(r, 4)}`,
}

const GB: CountryContent = {
  currency: 'GBP',
  priceFactor: 0.8,
  streets: ['High Street', 'Station Road', 'Church Street', 'Victoria Road', 'King Street', 'Queen Street', 'Mill Lane', 'Market Place', 'London Road', 'Park Road', 'Castle Street', 'Bridge Street', 'Albert Road', 'Princes Street', 'Canal Street', 'Northgate', 'Chapel Street', 'The Parade'],
  venuePatterns: ENGLISH_VENUE_PATTERNS.map((p) => p.replace('Community Center', 'Community Centre')),
  venueNouns: [...ENGLISH_NOUNS, 'Arms', 'Assembly Rooms', 'Corn Exchange', 'Institute'],
  surnames: ENGLISH_SURNAMES,
  address: (n, street) => `${n} ${street}`,
  postalCode: (r) => `${letter(r)}${letter(r)}${r.int(1, 20)} ${r.int(1, 9)}${letter(r)}${letter(r)}`,
}

const IE: CountryContent = {
  ...GB,
  currency: 'EUR',
  priceFactor: 0.95,
  streets: ['Main Street', "O'Connell Street", 'Grafton Street', 'Dame Street', 'Patrick Street', 'Shop Street', 'Quay Street', 'Harbour Road', 'Abbey Street', 'Parnell Square'],
  surnames: ['Murphy', 'Kelly', 'Byrne', 'Ryan', 'Walsh', "O'Brien", 'Doyle', 'Brennan', 'Gallagher', 'Kavanagh'],
  postalCode: (r) => `${letter(r, 'DTAHKNPRVWXY')}${r.int(10, 24)} ${letter(r)}${digits(r, 1)}${letter(r)}${digits(r, 1)}`,
}

const CA: CountryContent = {
  currency: 'CAD',
  priceFactor: 1.35,
  streets: ['Queen St W', 'King St E', 'Yonge St', 'Rue Sainte-Catherine', 'Granville St', 'Jasper Ave', 'Bank St', 'Spadina Ave', 'Robson St', 'Portage Ave', 'Barrington St', 'Rue Saint-Denis', 'Bloor St W', 'Main St'],
  venuePatterns: ENGLISH_VENUE_PATTERNS,
  venueNouns: ENGLISH_NOUNS,
  surnames: [...ENGLISH_SURNAMES, 'Tremblay', 'Gagnon', 'Roy', 'Lavoie'],
  address: (n, street) => `${n} ${street}`,
  postalCode: (r) => `${letter(r, 'ABCEGHJKLMNPRSTVXY')}${r.int(0, 9)}${letter(r)} ${r.int(0, 9)}${letter(r)}${r.int(0, 9)}`,
}

const AU: CountryContent = {
  currency: 'AUD',
  priceFactor: 1.5,
  streets: ['George St', 'Collins St', 'Queen St', 'Elizabeth St', 'Hay St', 'Rundle St', 'Chapel St', 'Brunswick St', 'Oxford St', 'Flinders Ln', 'King William St', 'Crown St'],
  venuePatterns: ENGLISH_VENUE_PATTERNS.map((p) => p.replace('Community Center', 'Community Centre')),
  venueNouns: [...ENGLISH_NOUNS, 'Hotel', 'Bowls Club', 'Surf Club'],
  surnames: ENGLISH_SURNAMES,
  address: (n, street) => `${n} ${street}`,
  postalCode: (r) => `${r.int(2, 7)}${digits(r, 3)}`,
}

const NZ: CountryContent = { ...AU, currency: 'NZD', priceFactor: 1.6, postalCode: (r) => digits(r, 4) }

const DE: CountryContent = {
  currency: 'EUR',
  priceFactor: 0.9,
  streets: ['Hauptstraße', 'Bahnhofstraße', 'Schillerstraße', 'Goethestraße', 'Friedrichstraße', 'Kastanienallee', 'Marktplatz', 'Lindenstraße', 'Gartenstraße', 'Bergstraße', 'Kirchplatz', 'Torstraße', 'Am Hafen'],
  venuePatterns: ['Kulturhaus {name}', '{name}halle', 'Alte {noun}', '{city}er {noun}', 'Das {noun}', 'Studio {name}', '{street} {noun}'],
  venueNouns: ['Fabrik', 'Werkstatt', 'Brauerei', 'Kantine', 'Galerie', 'Bühne', 'Halle', 'Kirche', 'Markthalle', 'Remise'],
  surnames: ['Müller', 'Schmidt', 'Weber', 'Wagner', 'Becker', 'Hoffmann', 'Schulz', 'Koch', 'Richter', 'Neumann'],
  address: (n, street) => `${street} ${n}`,
  postalCode: (r) => digits(r, 5),
}

const AT: CountryContent = { ...DE, postalCode: (r) => `${r.int(1, 9)}${digits(r, 3)}` }

const FR: CountryContent = {
  currency: 'EUR',
  priceFactor: 0.9,
  streets: ['Rue de la République', 'Rue Victor Hugo', 'Avenue Jean Jaurès', 'Rue du Faubourg', 'Boulevard Voltaire', 'Rue de la Paix', 'Quai des Arts', 'Rue Pasteur', 'Place du Marché', 'Rue Nationale'],
  venuePatterns: ['Le {noun}', 'La {noun} {name}', 'Salle {name}', 'Espace {name}', '{noun} de {city}', 'Théâtre {name}'],
  venueNouns: ['Atelier', 'Cabaret', 'Comptoir', 'Galerie', 'Grange', 'Halle', 'Péniche', 'Cave', 'Studio', 'Maison'],
  surnames: ['Martin', 'Bernard', 'Dubois', 'Moreau', 'Laurent', 'Lefèvre', 'Garnier', 'Rousseau', 'Fontaine', 'Chevalier'],
  address: (n, street) => `${n} ${street}`,
  postalCode: (r) => `${r.int(10, 95)}${digits(r, 3)}`,
}

const BE: CountryContent = { ...FR, postalCode: (r) => `${r.int(1, 9)}${digits(r, 3)}` }

const ES: CountryContent = {
  currency: 'EUR',
  priceFactor: 0.85,
  streets: ['Calle Mayor', 'Gran Vía', 'Calle de Alcalá', 'Paseo del Prado', 'Calle Real', 'Avenida de la Constitución', 'Calle San Fernando', 'Rambla Nova', 'Calle del Carmen', 'Plaza Nueva'],
  venuePatterns: ['Sala {name}', 'Teatro {name}', 'Espacio {noun}', 'La {noun} de {city}', 'Centro Cultural {name}', 'El {noun}'],
  venueNouns: ['Nave', 'Bodega', 'Terraza', 'Galería', 'Taller', 'Azotea', 'Patio', 'Mercado', 'Fábrica'],
  surnames: ['García', 'Martínez', 'López', 'Sánchez', 'Romero', 'Navarro', 'Torres', 'Ortega', 'Castillo', 'Vega'],
  address: (n, street) => `${street}, ${n}`,
  postalCode: (r) => `${r.int(1, 52).toString().padStart(2, '0')}${digits(r, 3)}`,
}

const PT: CountryContent = { ...ES, streets: ['Rua Augusta', 'Avenida da Liberdade', 'Rua de Santa Catarina', 'Rua do Carmo', 'Largo do Chiado'], postalCode: (r) => `${r.int(1000, 9999)}-${digits(r, 3)}` }

const IT: CountryContent = {
  currency: 'EUR',
  priceFactor: 0.9,
  streets: ['Via Roma', 'Corso Italia', 'Via Garibaldi', 'Via Dante', 'Piazza del Duomo', 'Via Mazzini', 'Corso Vittorio Emanuele', 'Via Verdi', 'Via Cavour', 'Viale dei Mille'],
  venuePatterns: ['Teatro {name}', 'Spazio {name}', 'Circolo {name}', 'La {noun}', 'Officina {name}', 'Palazzo {name}'],
  venueNouns: ['Cantina', 'Galleria', 'Terrazza', 'Fabbrica', 'Loggia', 'Corte', 'Bottega'],
  surnames: ['Rossi', 'Russo', 'Ferrari', 'Esposito', 'Bianchi', 'Romano', 'Colombo', 'Ricci', 'Marino', 'Greco'],
  address: (n, street) => `${street}, ${n}`,
  postalCode: (r) => digits(r, 5),
}

const NL: CountryContent = {
  currency: 'EUR',
  priceFactor: 0.9,
  streets: ['Keizersgracht', 'Prinsengracht', 'Damstraat', 'Kerkstraat', 'Oudegracht', 'Witte de Withstraat', 'Grote Markt', 'Stationsplein', 'Haarlemmerdijk', 'Nieuwe Binnenweg'],
  venuePatterns: ['De {noun}', 'Het {noun}', '{name} Zaal', 'Studio {name}', '{city} {noun}'],
  venueNouns: ['Fabriek', 'Kantine', 'Loods', 'Werkplaats', 'Brouwerij', 'Zaal', 'Kerk', 'Pakhuis'],
  surnames: ['de Jong', 'Jansen', 'de Vries', 'van den Berg', 'Bakker', 'Visser', 'Smit', 'Meijer', 'Mulder', 'Bos'],
  address: (n, street) => `${street} ${n}`,
  postalCode: (r) => `${r.int(1000, 9999)} ${letter(r)}${letter(r)}`,
}

export const COUNTRY_CONTENT: Readonly<Record<string, CountryContent>> = { US, GB, IE, CA, AU, NZ, DE, AT, FR, BE, ES, PT, IT, NL }

/** Countries the demo data draws cities from, with how many of their largest cities to use. */
export const DEMO_COUNTRY_CITY_COUNTS: Readonly<Record<string, number>> = {
  US: 150,
  GB: 45,
  CA: 30,
  AU: 22,
  DE: 40,
  FR: 30,
  ES: 28,
  IT: 22,
  NL: 16,
  IE: 8,
  NZ: 6,
  AT: 5,
  BE: 6,
  PT: 5,
}

export function getCountryContent(countryCode: string): CountryContent {
  return COUNTRY_CONTENT[countryCode] ?? US
}
