// Postal codes that fit their city (issue 23: "Brooklyn, NY, 24527" read false). Each country has its
// format; the largest cities have their own ranges (Brooklyn 112xx, Lyon 6900x, Manchester M1–M40), and
// any other city takes the range of the nearest city that has one (a suburb shares its city's area), or
// its state's or province's. Real ranges, rounded: a code fits its city, though the exact street may differ.
import type { Random } from '../random'

/** A numeric range of the code's leading part (US: the 3-digit prefix; elsewhere the whole code), or a list of prefixes. */
export type PostalSpec = { range: readonly [number, number] } | { prefixes: readonly string[] }

const r = (lo: number, hi = lo): PostalSpec => ({ range: [lo, hi] })
const p = (...prefixes: string[]): PostalSpec => ({ prefixes })
const outward = (area: string, lo: number, hi: number) => Array.from({ length: hi - lo + 1 }, (_, i) => `${area}${lo + i}`)

// US: the three-digit ZIP prefix of the city (the sectional centre), keyed "City|ST".
const US_CITIES: Readonly<Record<string, PostalSpec>> = {
  'New York|NY': r(100, 102), 'Manhattan|NY': r(100, 102), 'Brooklyn|NY': r(112), 'Queens|NY': r(113, 114),
  'Borough of Queens|NY': r(113, 114), 'Jamaica|NY': r(114), 'The Bronx|NY': r(104), 'Bronx|NY': r(104),
  'Staten Island|NY': r(103), 'Flushing|NY': r(113), 'Astoria|NY': r(111), 'Long Island City|NY': r(111),
  'Los Angeles|CA': r(900), 'Chicago|IL': r(606), 'Houston|TX': r(770), 'Phoenix|AZ': r(850), 'Philadelphia|PA': r(191),
  'San Antonio|TX': r(782), 'San Diego|CA': r(921), 'Dallas|TX': r(752), 'San Jose|CA': r(951), 'Austin|TX': r(787),
  'Jacksonville|FL': r(322), 'Fort Worth|TX': r(761), 'Columbus|OH': r(432), 'Charlotte|NC': r(282),
  'San Francisco|CA': r(941), 'Indianapolis|IN': r(462), 'Seattle|WA': r(981), 'Denver|CO': r(802),
  'Washington|DC': r(200), 'Boston|MA': r(21, 22), 'El Paso|TX': r(799), 'Nashville|TN': r(372), 'Detroit|MI': r(482),
  'Oklahoma City|OK': r(731), 'Portland|OR': r(972), 'Las Vegas|NV': r(891), 'Memphis|TN': r(381), 'Louisville|KY': r(402),
  'Baltimore|MD': r(212), 'Milwaukee|WI': r(532), 'Albuquerque|NM': r(871), 'Tucson|AZ': r(857), 'Fresno|CA': r(937),
  'Mesa|AZ': r(852), 'Sacramento|CA': r(958), 'Atlanta|GA': r(303), 'Kansas City|MO': r(641), 'Colorado Springs|CO': r(809),
  'Omaha|NE': r(681), 'Raleigh|NC': r(276), 'Miami|FL': r(331), 'Long Beach|CA': r(908), 'Virginia Beach|VA': r(234),
  'Oakland|CA': r(946), 'Minneapolis|MN': r(554), 'Tulsa|OK': r(741), 'Tampa|FL': r(336), 'Arlington|TX': r(760),
  'New Orleans|LA': r(701), 'Wichita|KS': r(672), 'Cleveland|OH': r(441), 'Bakersfield|CA': r(933), 'Aurora|CO': r(800),
  'Anaheim|CA': r(928), 'Honolulu|HI': r(968), 'Santa Ana|CA': r(927), 'Riverside|CA': r(925), 'Corpus Christi|TX': r(784),
  'Lexington|KY': r(405), 'Stockton|CA': r(952), 'Henderson|NV': r(890), 'Saint Paul|MN': r(551), 'St. Paul|MN': r(551),
  'St. Louis|MO': r(631), 'Saint Louis|MO': r(631), 'Cincinnati|OH': r(452), 'Pittsburgh|PA': r(152), 'Greensboro|NC': r(274),
  'Anchorage|AK': r(995), 'Plano|TX': r(750), 'Lincoln|NE': r(685), 'Orlando|FL': r(328), 'Irvine|CA': r(926),
  'Newark|NJ': r(71), 'Toledo|OH': r(436), 'Durham|NC': r(277), 'Chula Vista|CA': r(919), 'Fort Wayne|IN': r(468),
  'Jersey City|NJ': r(73), 'St. Petersburg|FL': r(337), 'Saint Petersburg|FL': r(337), 'Laredo|TX': r(780),
  'Madison|WI': r(537), 'Chandler|AZ': r(852), 'Buffalo|NY': r(142), 'Lubbock|TX': r(794), 'Scottsdale|AZ': r(852),
  'Reno|NV': r(895), 'Glendale|AZ': r(853), 'Gilbert|AZ': r(852), 'Winston-Salem|NC': r(271), 'North Las Vegas|NV': r(890),
  'Norfolk|VA': r(235), 'Chesapeake|VA': r(233), 'Garland|TX': r(750), 'Irving|TX': r(750), 'Hialeah|FL': r(330),
  'Fremont|CA': r(945), 'Boise|ID': r(837), 'Richmond|VA': r(232), 'Baton Rouge|LA': r(708), 'Spokane|WA': r(992),
  'Des Moines|IA': r(503), 'Tacoma|WA': r(984), 'San Bernardino|CA': r(924), 'Modesto|CA': r(953), 'Fontana|CA': r(923),
  'Santa Clarita|CA': r(913), 'Birmingham|AL': r(352), 'Oxnard|CA': r(930), 'Fayetteville|NC': r(283),
  'Moreno Valley|CA': r(925), 'Rochester|NY': r(146), 'Glendale|CA': r(912), 'Huntington Beach|CA': r(926),
  'Salt Lake City|UT': r(841), 'Grand Rapids|MI': r(495), 'Amarillo|TX': r(791), 'Yonkers|NY': r(107), 'Aurora|IL': r(605),
  'Montgomery|AL': r(361), 'Akron|OH': r(443), 'Little Rock|AR': r(722), 'Huntsville|AL': r(358), 'Augusta|GA': r(309),
  'Columbus|GA': r(319), 'Grand Prairie|TX': r(750), 'Shreveport|LA': r(711), 'Overland Park|KS': r(662),
  'Tallahassee|FL': r(323), 'Mobile|AL': r(366), 'Knoxville|TN': r(379), 'Worcester|MA': r(16), 'Providence|RI': r(29),
  'Brownsville|TX': r(785), 'Newport News|VA': r(236), 'Santa Rosa|CA': r(954), 'Chattanooga|TN': r(374),
  'Fort Lauderdale|FL': r(333), 'Tempe|AZ': r(852), 'Sioux Falls|SD': r(571), 'Salem|OR': r(973), 'Eugene|OR': r(974),
  'Pasadena|CA': r(911), 'Pasadena|TX': r(775), 'Fort Collins|CO': r(805), 'Syracuse|NY': r(132), 'Dayton|OH': r(454),
  'Savannah|GA': r(314), 'Bellevue|WA': r(980), 'Columbia|SC': r(292), 'New Haven|CT': r(65), 'Charleston|SC': r(294),
  'Hartford|CT': r(61), 'Stamford|CT': r(69), 'Bridgeport|CT': r(66), 'Cambridge|MA': r(21), 'Berkeley|CA': r(947),
  'Ann Arbor|MI': r(481), 'Boulder|CO': r(803), 'Albany|NY': r(122), 'Springfield|MA': r(11), 'Springfield|MO': r(658),
  'Springfield|IL': r(627), 'Kansas City|KS': r(661), 'Burlington|VT': r(54), 'Portland|ME': r(41), 'Manchester|NH': r(31),
  'Wilmington|DE': r(198), 'Charleston|WV': r(253), 'Jackson|MS': r(392), 'Billings|MT': r(591), 'Fargo|ND': r(581),
  'Cheyenne|WY': r(820), 'Santa Fe|NM': r(875), 'Juneau|AK': r(998),
}

// US states (USPS abbreviations) → their ZIP prefix range.
const US_STATES: Readonly<Record<string, PostalSpec>> = {
  AL: r(350, 369), AK: r(995, 999), AZ: r(850, 865), AR: r(716, 729), CA: r(900, 961), CO: r(800, 816), CT: r(60, 69),
  DE: r(197, 199), DC: r(200, 205), FL: r(320, 349), GA: r(300, 319), HI: r(967, 968), ID: r(832, 838), IL: r(600, 629),
  IN: r(460, 479), IA: r(500, 528), KS: r(660, 679), KY: r(400, 427), LA: r(700, 714), ME: r(39, 49), MD: r(206, 219),
  MA: r(10, 27), MI: r(480, 499), MN: r(550, 567), MS: r(386, 397), MO: r(630, 658), MT: r(590, 599), NE: r(680, 693),
  NV: r(889, 898), NH: r(30, 38), NJ: r(70, 89), NM: r(870, 884), NY: r(100, 149), NC: r(270, 289), ND: r(580, 588),
  OH: r(430, 459), OK: r(730, 749), OR: r(970, 979), PA: r(150, 196), RI: r(28, 29), SC: r(290, 299), SD: r(570, 577),
  TN: r(370, 385), TX: r(750, 799), UT: r(840, 847), VT: r(50, 59), VA: r(220, 246), WA: r(980, 994), WV: r(247, 268),
  WI: r(530, 549), WY: r(820, 831),
}

const LONDON = [
  ...outward('E', 1, 18), ...outward('EC', 1, 4), ...outward('N', 1, 22), ...outward('NW', 1, 11), ...outward('SE', 1, 28),
  ...outward('SW', 1, 20), ...outward('W', 1, 14), ...outward('WC', 1, 2),
]

const CITIES: Readonly<Record<string, Readonly<Record<string, PostalSpec>>>> = {
  GB: {
    London: p(...LONDON), Birmingham: p(...outward('B', 1, 48)), Manchester: p(...outward('M', 1, 40)),
    Liverpool: p(...outward('L', 1, 38)), Leeds: p(...outward('LS', 1, 29)), Sheffield: p(...outward('S', 1, 36)),
    Bristol: p(...outward('BS', 1, 16)), Glasgow: p(...outward('G', 1, 53)), Edinburgh: p(...outward('EH', 1, 17)),
    Leicester: p(...outward('LE', 1, 5)), Coventry: p(...outward('CV', 1, 6)), 'Kingston upon Hull': p(...outward('HU', 1, 9)),
    Hull: p(...outward('HU', 1, 9)), Bradford: p(...outward('BD', 1, 10)), Cardiff: p(...outward('CF', 3, 24)),
    Belfast: p(...outward('BT', 1, 17)), Nottingham: p(...outward('NG', 1, 11)), 'Stoke-on-Trent': p(...outward('ST', 1, 6)),
    Southampton: p(...outward('SO', 14, 19)), Plymouth: p(...outward('PL', 1, 9)), Reading: p(...outward('RG', 1, 6)),
    Derby: p(...outward('DE', 1, 24)), Wolverhampton: p(...outward('WV', 1, 14)), Newcastle: p(...outward('NE', 1, 15)),
    'Newcastle upon Tyne': p(...outward('NE', 1, 15)), Sunderland: p(...outward('SR', 1, 6)), Brighton: p(...outward('BN', 1, 3)),
    Portsmouth: p(...outward('PO', 1, 6)), Aberdeen: p(...outward('AB', 10, 25)), Swansea: p(...outward('SA', 1, 7)),
    Oxford: p(...outward('OX', 1, 4)), Cambridge: p(...outward('CB', 1, 5)), York: p(...outward('YO', 1, 32)),
    Norwich: p(...outward('NR', 1, 7)), 'Milton Keynes': p(...outward('MK', 1, 15)), Luton: p(...outward('LU', 1, 4)),
    Dundee: p(...outward('DD', 1, 5)), Exeter: p(...outward('EX', 1, 4)), Bournemouth: p(...outward('BH', 1, 11)),
  },
  CA: {
    Toronto: p('M'), Montreal: p('H1', 'H2', 'H3', 'H4'), Montréal: p('H1', 'H2', 'H3', 'H4'), Vancouver: p('V5', 'V6'),
    Calgary: p('T2', 'T3'), Edmonton: p('T5', 'T6'), Ottawa: p('K1', 'K2'), Winnipeg: p('R2', 'R3'), 'Québec': p('G1', 'G2'),
    'Quebec City': p('G1', 'G2'), Hamilton: p('L8', 'L9'), Mississauga: p('L4', 'L5'), Brampton: p('L6'), Surrey: p('V3', 'V4'),
    Laval: p('H7'), Halifax: p('B3'), London: p('N5', 'N6'), Markham: p('L3', 'L6'), Vaughan: p('L4', 'L6'), Gatineau: p('J8', 'J9'),
    Saskatoon: p('S7'), Regina: p('S4'), Kitchener: p('N2'), Windsor: p('N8', 'N9'), Victoria: p('V8', 'V9'), Burnaby: p('V5'),
    "St. John's": p('A1'), Longueuil: p('J4'), Oshawa: p('L1'), Barrie: p('L4'), Kelowna: p('V1'), Sherbrooke: p('J1'),
  },
  AU: {
    Sydney: r(2000, 2234), Melbourne: r(3000, 3207), Brisbane: r(4000, 4179), Perth: r(6000, 6199), Adelaide: r(5000, 5199),
    'Gold Coast': r(4208, 4230), Canberra: r(2600, 2620), Newcastle: r(2280, 2310), Wollongong: r(2500, 2530),
    Hobart: r(7000, 7020), Geelong: r(3211, 3228), Townsville: r(4810, 4818), Cairns: r(4868, 4879), Darwin: r(800, 832),
    Toowoomba: r(4350, 4352), Ballarat: r(3350, 3356), Bendigo: r(3550, 3556), Launceston: r(7248, 7250),
  },
  NZ: {
    Auckland: r(600, 2699), Wellington: r(6011, 6037), Christchurch: r(8011, 8083), Hamilton: r(3200, 3216),
    Tauranga: r(3110, 3118), Dunedin: r(9010, 9024), 'Palmerston North': r(4410, 4414), Napier: r(4104, 4112),
  },
  DE: {
    Berlin: r(10115, 14199), Hamburg: r(20095, 22769), 'München': r(80331, 81929), Munich: r(80331, 81929), 'Köln': r(50667, 51149),
    Cologne: r(50667, 51149), 'Frankfurt am Main': r(60306, 60599), Frankfurt: r(60306, 60599), Stuttgart: r(70173, 70629),
    'Düsseldorf': r(40210, 40629), Dortmund: r(44135, 44388), Essen: r(45127, 45359), Leipzig: r(4103, 4357), Bremen: r(28195, 28779),
    Dresden: r(1067, 1328), Hannover: r(30159, 30669), 'Nürnberg': r(90402, 90491), Nuremberg: r(90402, 90491),
    Duisburg: r(47051, 47279), Bochum: r(44787, 44894), Wuppertal: r(42103, 42399), Bielefeld: r(33602, 33739), Bonn: r(53111, 53229),
    'Münster': r(48143, 48167), Karlsruhe: r(76131, 76229), Mannheim: r(68159, 68309), Augsburg: r(86150, 86199),
    Wiesbaden: r(65183, 65207), Kiel: r(24103, 24159), Freiburg: r(79098, 79117), 'Freiburg im Breisgau': r(79098, 79117),
    Mainz: r(55116, 55131), Rostock: r(18055, 18147), Kassel: r(34117, 34134), Halle: r(6108, 6132), Magdeburg: r(39104, 39130),
    Aachen: r(52062, 52080), Erfurt: r(99084, 99099), 'Lübeck': r(23552, 23570), Potsdam: r(14467, 14482), Chemnitz: r(9111, 9131),
  },
  AT: { Wien: r(1010, 1230), Vienna: r(1010, 1230), Graz: r(8010, 8054), Linz: r(4020, 4040), Salzburg: r(5020, 5026), Innsbruck: r(6020, 6080) },
  BE: {
    Brussels: r(1000, 1210), Bruxelles: r(1000, 1210), Antwerpen: r(2000, 2660), Antwerp: r(2000, 2660), Gent: r(9000, 9052),
    Ghent: r(9000, 9052), Charleroi: r(6000, 6061), 'Liège': r(4000, 4032), Brugge: r(8000, 8310), Namur: r(5000, 5101), Leuven: r(3000, 3012),
  },
  FR: {
    Paris: r(75001, 75020), Marseille: r(13001, 13016), Lyon: r(69001, 69009), Toulouse: r(31000, 31500), Nice: r(6000, 6300),
    Nantes: r(44000, 44300), Strasbourg: r(67000, 67200), Montpellier: r(34000, 34090), Bordeaux: r(33000, 33800), Lille: r(59000, 59800),
    Rennes: r(35000, 35700), Reims: r(51100, 51100), 'Le Havre': r(76600, 76620), 'Saint-Étienne': r(42000, 42100), Toulon: r(83000, 83200),
    Grenoble: r(38000, 38100), Dijon: r(21000, 21000), Angers: r(49000, 49100), 'Nîmes': r(30000, 30900), Villeurbanne: r(69100, 69100),
    'Clermont-Ferrand': r(63000, 63100), 'Le Mans': r(72000, 72100), 'Aix-en-Provence': r(13080, 13100), Brest: r(29200, 29200),
    Tours: r(37000, 37200), Amiens: r(80000, 80090), Limoges: r(87000, 87280), Metz: r(57000, 57070), Perpignan: r(66000, 66100),
    'Cergy-Pontoise': r(95000, 95000), Cergy: r(95000, 95000), Versailles: r(78000, 78000), 'Boulogne-Billancourt': r(92100, 92100),
    Argenteuil: r(95100, 95100), Montreuil: r(93100, 93100), 'Saint-Denis': r(93200, 93210), Rouen: r(76000, 76100), Caen: r(14000, 14000),
    Nancy: r(54000, 54100), Orléans: r(45000, 45100), Mulhouse: r(68100, 68200), Avignon: r(84000, 84000), Besançon: r(25000, 25000),
  },
  ES: {
    Madrid: r(28001, 28055), Barcelona: r(8001, 8042), Valencia: r(46001, 46026), Sevilla: r(41001, 41020), Seville: r(41001, 41020),
    Zaragoza: r(50001, 50021), 'Málaga': r(29001, 29018), Murcia: r(30001, 30012), Palma: r(7001, 7015), 'Palma de Mallorca': r(7001, 7015),
    'Las Palmas de Gran Canaria': r(35001, 35019), Bilbao: r(48001, 48015), Alicante: r(3001, 3016), 'Córdoba': r(14001, 14014),
    Valladolid: r(47001, 47016), Vigo: r(36201, 36216), 'Gijón': r(33201, 33213), "L'Hospitalet de Llobregat": r(8901, 8908),
    'A Coruña': r(15001, 15011), 'Vitoria-Gasteiz': r(1001, 1015), Granada: r(18001, 18015), Elche: r(3201, 3208), Oviedo: r(33001, 33013),
    Badalona: r(8911, 8918), Cartagena: r(30201, 30205), Terrassa: r(8221, 8228), 'Jerez de la Frontera': r(11401, 11408),
    Sabadell: r(8201, 8208), 'Santa Cruz de Tenerife': r(38001, 38010), Pamplona: r(31001, 31016), 'Móstoles': r(28931, 28938),
    'Alcalá de Henares': r(28801, 28807), Fuenlabrada: r(28940, 28947), Almería: r(4001, 4009), Santander: r(39001, 39012),
    'San Sebastián': r(20001, 20018), Donostia: r(20001, 20018), Salamanca: r(37001, 37008), Burgos: r(9001, 9007),
  },
  IT: {
    Roma: r(118, 199), Rome: r(118, 199), Milano: r(20121, 20162), Milan: r(20121, 20162), Napoli: r(80121, 80147), Naples: r(80121, 80147),
    Torino: r(10121, 10156), Turin: r(10121, 10156), Palermo: r(90121, 90151), Genova: r(16121, 16167), Genoa: r(16121, 16167),
    Bologna: r(40121, 40141), Firenze: r(50121, 50145), Florence: r(50121, 50145), Bari: r(70121, 70132), Catania: r(95121, 95131),
    Venezia: r(30121, 30176), Venice: r(30121, 30176), Verona: r(37121, 37142), Messina: r(98121, 98168), Padova: r(35121, 35143),
    Trieste: r(34121, 34151), Brescia: r(25121, 25136), Parma: r(43121, 43126), Taranto: r(74121, 74123), Prato: r(59100, 59100),
    Modena: r(41121, 41126), 'Reggio Calabria': r(89121, 89135), "Reggio nell'Emilia": r(42121, 42124), Perugia: r(6121, 6135),
    Cagliari: r(9121, 9134), Livorno: r(57121, 57128),
  },
  NL: {
    Amsterdam: r(1011, 1109), Rotterdam: r(3011, 3089), 'Den Haag': r(2491, 2599), 'The Hague': r(2491, 2599), Utrecht: r(3511, 3585),
    Eindhoven: r(5611, 5658), Groningen: r(9711, 9747), Tilburg: r(5011, 5049), Almere: r(1311, 1364), Breda: r(4811, 4839),
    Nijmegen: r(6511, 6546), Arnhem: r(6811, 6846), Haarlem: r(2011, 2037), Enschede: r(7511, 7548), Apeldoorn: r(7311, 7339),
    Amersfoort: r(3811, 3829), Zaanstad: r(1501, 1509), "'s-Hertogenbosch": r(5211, 5237), Zwolle: r(8011, 8043), Leiden: r(2311, 2334),
    Maastricht: r(6211, 6229), Dordrecht: r(3311, 3329), Zoetermeer: r(2711, 2729),
  },
  IE: {
    Dublin: p(...Array.from({ length: 24 }, (_, i) => `D${String(i + 1).padStart(2, '0')}`)), Cork: p('T12', 'T23'),
    Limerick: p('V94'), Galway: p('H91'), Waterford: p('X91'), Drogheda: p('A92'), Dundalk: p('A91'), Swords: p('K67'),
    'Dún Laoghaire': p('A96'), Bray: p('A98'), Navan: p('C15'), Kilkenny: p('R95'),
  },
  PT: { Lisbon: r(1000, 1998), Lisboa: r(1000, 1998), Porto: r(4000, 4369), 'Vila Nova de Gaia': r(4400, 4434), Amadora: r(2610, 2724), Braga: r(4700, 4719), Coimbra: r(3000, 3049), Funchal: r(9000, 9064) },
}

// Provinces and states for the cities no nearer city covers.
const REGIONS: Readonly<Record<string, Readonly<Record<string, PostalSpec>>>> = {
  US: US_STATES,
  CA: { ON: p('K', 'L', 'M', 'N', 'P'), QC: p('G', 'H', 'J'), BC: p('V'), AB: p('T'), MB: p('R'), SK: p('S'), NS: p('B'), NB: p('E'), NL: p('A'), PE: p('C'), YT: p('Y'), NT: p('X'), NU: p('X') },
  AU: { NSW: r(2000, 2999), VIC: r(3000, 3999), QLD: r(4000, 4999), SA: r(5000, 5799), WA: r(6000, 6799), TAS: r(7000, 7799), ACT: r(2600, 2620), NT: r(800, 899) },
}

/** The spec of a city by its name (and state, for the US, where names repeat), or undefined. */
export function findCityPostalSpec(countryCode: string, name: string, region: string | null): PostalSpec | undefined {
  if (countryCode === 'US') return US_CITIES[`${name}|${region ?? ''}`]
  return CITIES[countryCode]?.[name]
}

export function findRegionPostalSpec(countryCode: string, region: string | null): PostalSpec | undefined {
  return region ? REGIONS[countryCode]?.[region] : undefined
}

const digits = (random: Random, n: number) => Array.from({ length: n }, () => random.int(0, 9)).join('')
const letter = (random: Random, from: string) => from[random.int(0, from.length - 1)] ?? from[0] ?? 'A'
const GB_INWARD = 'ABDEFGHJLNPQRSTUWXYZ'
const CA_LETTERS = 'ABCEGHJKLMNPRSTVWXYZ'
const IE_CHARS = '0123456789ACDEFHKNPRTVWXY'

function pickNumber(random: Random, spec: PostalSpec): number {
  return 'range' in spec ? random.int(spec.range[0], spec.range[1]) : 0
}

function pickPrefix(random: Random, spec: PostalSpec, fallback: string): string {
  return 'prefixes' in spec ? random.pick(spec.prefixes) : fallback
}

/** A postal code in the country's format within `spec`, or anywhere in the country without one. */
export function formatPostalCode(random: Random, countryCode: string, spec: PostalSpec | undefined): string {
  const pad = (n: number, width: number) => String(n).padStart(width, '0')
  switch (countryCode) {
    case 'US':
      return `${pad(spec ? pickNumber(random, spec) : random.int(100, 999), 3)}${digits(random, 2)}`
    case 'GB': {
      const out = spec ? pickPrefix(random, spec, 'M1') : random.pick(['M1', 'B2', 'LS1', 'G2'])
      return `${out} ${random.int(1, 9)}${letter(random, GB_INWARD)}${letter(random, GB_INWARD)}`
    }
    case 'CA': {
      let fsa = spec ? pickPrefix(random, spec, 'M') : 'M'
      if (fsa.length === 1) fsa += String(random.int(1, 9))
      fsa += letter(random, CA_LETTERS)
      return `${fsa} ${random.int(0, 9)}${letter(random, CA_LETTERS)}${random.int(0, 9)}`
    }
    case 'IE': {
      const key = spec ? pickPrefix(random, spec, 'D02') : 'D02'
      return `${key} ${Array.from({ length: 4 }, () => letter(random, IE_CHARS)).join('')}`
    }
    case 'NL':
      return `${spec ? pickNumber(random, spec) : random.int(1000, 9999)} ${letter(random, 'ABCEGHJKLMNPRTVWXZ')}${letter(random, 'ABCEGHJKLMNPRTVWXZ')}`
    case 'PT':
      return `${spec ? pickNumber(random, spec) : random.int(1000, 9999)}-${digits(random, 3)}`
    case 'AU':
    case 'NZ':
    case 'AT':
    case 'BE':
      return pad(spec ? pickNumber(random, spec) : random.int(1000, 9999), 4)
    default:
      return pad(spec ? pickNumber(random, spec) : random.int(1000, 99999), 5)
  }
}
