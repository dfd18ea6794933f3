// Per-country details for demo venues and prices: currency, how much a typical ticket costs relative
// to the US, street names, venue names and the shape of an address (postal codes: postal-codes.ts).

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


const US: CountryContent = {
  currency: 'USD',
  priceFactor: 1,
  streets: ['Main St', 'Broadway', 'Market St', 'Elm St', 'Oak Ave', 'Maple Ave', 'Washington Ave', 'Park Ave', 'Lincoln Blvd', 'Sunset Blvd', 'Grand Ave', 'Pine St', 'Cedar St', 'Spring St', 'Water St', 'Mission St', 'Church St', 'Lake Shore Dr', 'Highland Ave', 'Franklin St', '2nd Ave', '5th St', 'Union St', 'Central Ave'],
  venuePatterns: ENGLISH_VENUE_PATTERNS,
  venueNouns: ENGLISH_NOUNS,
  surnames: ENGLISH_SURNAMES,
  address: (n, street) => `${n} ${street}`,
}

const GB: CountryContent = {
  currency: 'GBP',
  priceFactor: 0.8,
  streets: ['High Street', 'Station Road', 'Church Street', 'Victoria Road', 'King Street', 'Queen Street', 'Mill Lane', 'Market Place', 'London Road', 'Park Road', 'Castle Street', 'Bridge Street', 'Albert Road', 'Princes Street', 'Canal Street', 'Northgate', 'Chapel Street', 'The Parade'],
  venuePatterns: ENGLISH_VENUE_PATTERNS.map((p) => p.replace('Community Center', 'Community Centre')),
  venueNouns: [...ENGLISH_NOUNS, 'Arms', 'Assembly Rooms', 'Corn Exchange', 'Institute'],
  surnames: ENGLISH_SURNAMES,
  address: (n, street) => `${n} ${street}`,
}

const IE: CountryContent = {
  ...GB,
  currency: 'EUR',
  priceFactor: 0.95,
  streets: ['Main Street', "O'Connell Street", 'Grafton Street', 'Dame Street', 'Patrick Street', 'Shop Street', 'Quay Street', 'Harbour Road', 'Abbey Street', 'Parnell Square'],
  surnames: ['Murphy', 'Kelly', 'Byrne', 'Ryan', 'Walsh', "O'Brien", 'Doyle', 'Brennan', 'Gallagher', 'Kavanagh'],
}

const CA: CountryContent = {
  currency: 'CAD',
  priceFactor: 1.35,
  streets: ['Queen St W', 'King St E', 'Yonge St', 'Rue Sainte-Catherine', 'Granville St', 'Jasper Ave', 'Bank St', 'Spadina Ave', 'Robson St', 'Portage Ave', 'Barrington St', 'Rue Saint-Denis', 'Bloor St W', 'Main St'],
  venuePatterns: ENGLISH_VENUE_PATTERNS,
  venueNouns: ENGLISH_NOUNS,
  surnames: [...ENGLISH_SURNAMES, 'Tremblay', 'Gagnon', 'Roy', 'Lavoie'],
  address: (n, street) => `${n} ${street}`,
}

const AU: CountryContent = {
  currency: 'AUD',
  priceFactor: 1.5,
  streets: ['George St', 'Collins St', 'Queen St', 'Elizabeth St', 'Hay St', 'Rundle St', 'Chapel St', 'Brunswick St', 'Oxford St', 'Flinders Ln', 'King William St', 'Crown St'],
  venuePatterns: ENGLISH_VENUE_PATTERNS.map((p) => p.replace('Community Center', 'Community Centre')),
  venueNouns: [...ENGLISH_NOUNS, 'Hotel', 'Bowls Club', 'Surf Club'],
  surnames: ENGLISH_SURNAMES,
  address: (n, street) => `${n} ${street}`,
}

const NZ: CountryContent = { ...AU, currency: 'NZD', priceFactor: 1.6 }

const DE: CountryContent = {
  currency: 'EUR',
  priceFactor: 0.9,
  streets: ['Hauptstraße', 'Bahnhofstraße', 'Schillerstraße', 'Goethestraße', 'Friedrichstraße', 'Kastanienallee', 'Marktplatz', 'Lindenstraße', 'Gartenstraße', 'Bergstraße', 'Kirchplatz', 'Torstraße', 'Am Hafen'],
  venuePatterns: ['Kulturhaus {name}', '{name}halle', 'Alte {noun}', '{city}er {noun}', 'Das {noun}', 'Studio {name}', '{street} {noun}'],
  venueNouns: ['Fabrik', 'Werkstatt', 'Brauerei', 'Kantine', 'Galerie', 'Bühne', 'Halle', 'Kirche', 'Markthalle', 'Remise'],
  surnames: ['Müller', 'Schmidt', 'Weber', 'Wagner', 'Becker', 'Hoffmann', 'Schulz', 'Koch', 'Richter', 'Neumann'],
  address: (n, street) => `${street} ${n}`,
}

const AT: CountryContent = { ...DE }

const FR: CountryContent = {
  currency: 'EUR',
  priceFactor: 0.9,
  streets: ['Rue de la République', 'Rue Victor Hugo', 'Avenue Jean Jaurès', 'Rue du Faubourg', 'Boulevard Voltaire', 'Rue de la Paix', 'Quai des Arts', 'Rue Pasteur', 'Place du Marché', 'Rue Nationale'],
  venuePatterns: ['Le {noun}', 'La {noun} {name}', 'Salle {name}', 'Espace {name}', '{noun} de {city}', 'Théâtre {name}'],
  venueNouns: ['Atelier', 'Cabaret', 'Comptoir', 'Galerie', 'Grange', 'Halle', 'Péniche', 'Cave', 'Studio', 'Maison'],
  surnames: ['Martin', 'Bernard', 'Dubois', 'Moreau', 'Laurent', 'Lefèvre', 'Garnier', 'Rousseau', 'Fontaine', 'Chevalier'],
  address: (n, street) => `${n} ${street}`,
}

const BE: CountryContent = { ...FR }

const ES: CountryContent = {
  currency: 'EUR',
  priceFactor: 0.85,
  streets: ['Calle Mayor', 'Gran Vía', 'Calle de Alcalá', 'Paseo del Prado', 'Calle Real', 'Avenida de la Constitución', 'Calle San Fernando', 'Rambla Nova', 'Calle del Carmen', 'Plaza Nueva'],
  venuePatterns: ['Sala {name}', 'Teatro {name}', 'Espacio {noun}', 'La {noun} de {city}', 'Centro Cultural {name}', 'El {noun}'],
  venueNouns: ['Nave', 'Bodega', 'Terraza', 'Galería', 'Taller', 'Azotea', 'Patio', 'Mercado', 'Fábrica'],
  surnames: ['García', 'Martínez', 'López', 'Sánchez', 'Romero', 'Navarro', 'Torres', 'Ortega', 'Castillo', 'Vega'],
  address: (n, street) => `${street}, ${n}`,
}

const PT: CountryContent = { ...ES, streets: ['Rua Augusta', 'Avenida da Liberdade', 'Rua de Santa Catarina', 'Rua do Carmo', 'Largo do Chiado'] }

const IT: CountryContent = {
  currency: 'EUR',
  priceFactor: 0.9,
  streets: ['Via Roma', 'Corso Italia', 'Via Garibaldi', 'Via Dante', 'Piazza del Duomo', 'Via Mazzini', 'Corso Vittorio Emanuele', 'Via Verdi', 'Via Cavour', 'Viale dei Mille'],
  venuePatterns: ['Teatro {name}', 'Spazio {name}', 'Circolo {name}', 'La {noun}', 'Officina {name}', 'Palazzo {name}'],
  venueNouns: ['Cantina', 'Galleria', 'Terrazza', 'Fabbrica', 'Loggia', 'Corte', 'Bottega'],
  surnames: ['Rossi', 'Russo', 'Ferrari', 'Esposito', 'Bianchi', 'Romano', 'Colombo', 'Ricci', 'Marino', 'Greco'],
  address: (n, street) => `${street}, ${n}`,
}

const NL: CountryContent = {
  currency: 'EUR',
  priceFactor: 0.9,
  streets: ['Keizersgracht', 'Prinsengracht', 'Damstraat', 'Kerkstraat', 'Oudegracht', 'Witte de Withstraat', 'Grote Markt', 'Stationsplein', 'Haarlemmerdijk', 'Nieuwe Binnenweg'],
  venuePatterns: ['De {noun}', 'Het {noun}', '{name} Zaal', 'Studio {name}', '{city} {noun}'],
  venueNouns: ['Fabriek', 'Kantine', 'Loods', 'Werkplaats', 'Brouwerij', 'Zaal', 'Kerk', 'Pakhuis'],
  surnames: ['de Jong', 'Jansen', 'de Vries', 'van den Berg', 'Bakker', 'Visser', 'Smit', 'Meijer', 'Mulder', 'Bos'],
  address: (n, street) => `${street} ${n}`,
}

export const COUNTRY_CONTENT: Readonly<Record<string, CountryContent>> = { US, GB, IE, CA, AU, NZ, DE, AT, FR, BE, ES, PT, IT, NL }

/**
 * Countries the demo data draws cities from, with how many of their largest cities to use: down to
 * towns of a few tens of thousands, which get a few events each (demo-plan.ts weighs them).
 */
export const DEMO_COUNTRY_CITY_COUNTS: Readonly<Record<string, number>> = {
  US: 600,
  GB: 150,
  CA: 80,
  AU: 60,
  DE: 120,
  FR: 100,
  ES: 80,
  IT: 80,
  NL: 50,
  IE: 25,
  NZ: 20,
  AT: 20,
  BE: 25,
  PT: 20,
}

export function getCountryContent(countryCode: string): CountryContent {
  return COUNTRY_CONTENT[countryCode] ?? US
}
