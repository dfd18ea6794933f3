// The words of each language the built-in interpreter reads (issue 25): fillers that never become the
// text query, greetings, the words before a place name ("in", "en", "à", "bei"), short names of places,
// online and "near me" phrases, follow-up and not-a-search questions, and price words. Patterns are
// written on the normalised message: lower case, accents folded ("à" → "a", "günstig" → "gunstig"),
// apostrophes dropped ("aujourd'hui" → "aujourdhui"). English is the original table (issue 7, 22).
import type { ConciergeLanguage } from './message-language'

export type PricePatterns = {
  /** A price cap with its number in group 1 ("under $20", "menos de 20 euros"), tried in order. */
  caps: readonly RegExp[]
  cheaper: RegExp
  free: RegExp
  cheap: RegExp
  paid: RegExp
}

export type LanguageRules = {
  fillers: ReadonlySet<string>
  greetings: ReadonlySet<string>
  /** Words after a place preposition that start something other than a place name. */
  notPlaceStart: ReadonlySet<string>
  /** Words (one or two) a place name follows: "in", "near", "close to", "cerca de". */
  placePrepositions: readonly (readonly string[])[]
  /** Articles that may or may not belong to a place's name ("the Bronx"): both readings are tried. */
  placeArticles: ReadonlySet<string>
  placeAliases: Readonly<Record<string, string>>
  online: RegExp
  here: RegExp
  followUp: RegExp
  notSearch: RegExp
  price: PricePatterns
}

const words = (text: string): string[] => text.split(/\s+/).filter(Boolean)

/**
 * Words that join two topics into "either" ("music or comedy", "música o comedia", "Musik und Comedy"),
 * in every language at once: people mix English topic words into their own language's sentences.
 */
export const TOPIC_JOINERS: ReadonlySet<string> = new Set(['and', 'or', '&', 'plus', 'y', 'o', 'et', 'ou', 'und', 'oder'])

// Currencies written after an amount: "20 dollars", "20 euros" ("€" is read as "euros").
const CURRENCY_WORDS = '(?:dollars|bucks|usd|pounds|euros?|eur|quid)'

const ENGLISH: LanguageRules = {
  fillers: new Set(
    words(`a about above after again all also am an and any anybody anyone anything anywhere are around as at
  be because been best but by can cant can't check come could cool day days do does doing dont else
  event events every everything exciting find for from fun get give go going good great happening have
  having help here hey hi hello how i id i'd im i'm in interesting into is it its just kind know let lets
  like list look looking lot lots make maybe me mind mood more most my need nice of off ok okay on one
  ones only or other our out over place places plan plans please possibly recommend recommendation
  recommendations really search see seek show shows similar so some someone something somewhere sort
  stuff suggest suggestion suggestions super sure take tell thank thanks that the their them then there
  these they thing things think this those time to today too try type up us very want wanna was way we
  week were what whats should shall might must what's when where which who why will with within would yes you your instead
  cheaper ones those them same again also other different else rather prefer preferably ideally
  attend visit see something anything options option idea ideas activity activities do happening
  whats plz pls yo sup hiya howdy greetings morning evening tonight ticket tickets making
  opportunity opportunities late even hmm surprise`),
  ),
  greetings: new Set(['hi', 'hello', 'hey', 'hiya', 'howdy', 'yo', 'sup', 'greetings', 'heya']),
  notPlaceStart: new Set([
    'a', 'an', 'my', 'our', 'your', 'this', 'that', 'next', 'town', 'person', 'english', 'spanish',
    'general', 'particular', 'mind', 'case', 'advance', 'time', 'order', 'front', 'between', 'addition',
  ]),
  placePrepositions: [['close', 'to'], ['in'], ['near'], ['around'], ['at'], ['outside'], ['about'], ['to'], ['from'], ['on']],
  placeArticles: new Set(['the']),
  // Short names people type for big cities; the places table only knows the full names.
  placeAliases: {
    la: 'los angeles', nyc: 'new york', ny: 'new york', sf: 'san francisco', dc: 'washington', philly: 'philadelphia',
    vegas: 'las vegas', nola: 'new orleans', atl: 'atlanta', chi: 'chicago', bronx: 'the bronx',
  },
  online: /\b(?:online|virtual|virtually|remote|remotely|livestream|live stream|live-stream|livestreamed|zoom|from home|from my couch)\b/,
  here: /\b(?:near me|nearby|near here|around here|close by|close to me|around me|in my area|in town|locally|local)\b/,
  // Questions about something other than finding events (issue 22: "is there parking at the venue?" ran a
  // search for "parking venue"). They get a short, honest answer about what the concierge can do.
  notSearch:
    /\b(?:parking|park my car|refunds?|wheelchair|doors? open|dress code|age limit|age restriction|password|my tickets?|my orders?|cancel my|phone number|customer service|weather|bring my|who are you|what are you|are you (?:a |an )?(?:robot|bot|human|ai|person|real)|what can you do|how do(?:es)? (?:this|you) work|sell tickets|selling tickets|create an event|pay at the door|pay by card|pay with)\b/,
  followUp:
    /^(?:and|but|what about|how about|what if|instead|only|just|any|make it|same|also|then|ok|okay|actually|now|maybe|or|cheaper|those|the ones)\b|\b(?:instead|ones|those|them|same|too|as well|also)\b/,
  price: {
    caps: [
      new RegExp(`(?:\\b(?:under|below|less than|cheaper than|max|maximum|up to|no more than|at most|within)|<)\\s*\\$?\\s*(\\d{1,5})(?:\\.\\d\\d)?\\s*${CURRENCY_WORDS}?\\b`),
      /\$\s?(\d{1,5})\s*(?:or less|or under|or below|max|tops)\b/,
    ],
    cheaper: /\b(?:cheaper|less expensive|more affordable|lower priced|lower price|cheapest)\b/,
    free: /\b(?:free|no cost|no charge|gratis|complimentary|without paying|zero cost)\b/,
    cheap: /\b(?:cheap|inexpensive|affordable|budget friendly|budget-friendly|budget|low cost|low-cost|not too expensive|not expensive)\b/,
    paid: /\b(?:paid|ticketed)\b/,
  },
}

const SPANISH: LanguageRules = {
  fillers: new Set(
    words(`a al algo alguien algun alguna algunas alguno algunos alla alli aqui asi bien bueno buena buenas
  buenos busca buscame buscando buscar busco cosa cosas como con cual cuales cuando de del donde
  dame decir deseo dime el ella ellos en entre era es esa esas ese eso esos esta estan estar estas este
  esto estos evento eventos favor gracias gusta gustan gustaria haber hacer hago hay hoy interesa interesan
  ir la las le les lo los mas me mi mis mucho muy nada ni no nos o opcion opciones otra otras otro otros
  para pero planes plan poco podria podrias por porfa porque puedes puede que quiero quisiera quieres
  recomienda recomiendame recomendacion sabes se si sitio sitios sobre solo su sus tal tambien te tengo
  tenga ti tienes todo todos tu un una unas uno unos ver vez y ya yo entradas entrada actividad
  actividades divertido divertida interesante salir planazo alternativa mejor mejores lugar lugares`),
  ),
  greetings: new Set(['hola', 'buenas', 'saludos', 'holi', 'ey']),
  notPlaceStart: new Set(['la', 'el', 'los', 'las', 'un', 'una', 'mi', 'mis', 'tu', 'su', 'este', 'esta', 'ese', 'esa', 'linea', 'directo', 'vivo', 'casa', 'familia', 'pareja', 'grupo', 'general', 'especial', 'particular']),
  placePrepositions: [['cerca', 'de'], ['en'], ['por'], ['desde'], ['hacia']],
  placeArticles: new Set(['el', 'la', 'los', 'las']),
  placeAliases: {
    'nueva york': 'new york', londres: 'london', 'ciudad de mexico': 'mexico city', filadelfia: 'philadelphia',
    'nueva orleans': 'new orleans', munich: 'munich', colonia: 'cologne', viena: 'vienna', bruselas: 'brussels',
    lisboa: 'lisbon', roma: 'rome', milan: 'milan', florencia: 'florence', amsterdam: 'amsterdam', nyc: 'new york',
  },
  online: /\b(?:online|en linea|virtual|virtuales|en streaming|por internet|desde casa|por zoom)\b/,
  here: /\b(?:cerca de mi|cerca de aqui|por aqui|cerca|en mi zona|en la zona|en mi ciudad|en la ciudad)\b/,
  notSearch:
    /\b(?:aparcamiento|aparcar|estacionamiento|estacionar|parking|reembolsos?|devolucion|silla de ruedas|codigo de vestimenta|edad minima|contrasena|mis entradas|mis pedidos|cancelar mi|numero de telefono|atencion al cliente|el tiempo que hara|quien eres|que eres|eres (?:un |una )?(?:robot|bot|humano|humana|ia|persona|real)|que puedes hacer|como funciona|vender entradas|crear un evento|pagar en la puerta|pagar con tarjeta)\b/,
  followUp:
    /^(?:y|pero|que tal|y si|en vez|en cambio|solo|solamente|algo|igual|tambien|entonces|vale|ok|ahora|quizas|o|mas baratos?|esos|esas)\b|\b(?:en su lugar|en vez de eso|mejor|esos|esas|los mismos|tambien|mas baratos?|mas baratas?)\b/,
  price: {
    caps: [
      new RegExp(`\\b(?:por )?(?:menos de|por debajo de|hasta|maximo|como mucho|no mas de|inferior a)\\s*\\$?\\s*(\\d{1,5})(?:[.,]\\d\\d)?\\s*${CURRENCY_WORDS}?\\b`),
      new RegExp(`\\b(\\d{1,5})\\s*${CURRENCY_WORDS}?\\s*(?:o menos|como maximo|maximo)\\b`),
    ],
    cheaper: /\b(?:mas baratos?|mas baratas?|mas economicos?|mas economicas?|menos caros?|menos caras?|el mas barato|los mas baratos)\b/,
    free: /\b(?:gratis|gratuitos?|gratuitas?|sin coste|sin costo|entrada libre|sin pagar)\b/,
    cheap: /\b(?:baratos?|baratas?|economicos?|economicas?|asequibles?|low cost|no muy caros?|no muy caras?|a buen precio)\b/,
    paid: /\b(?:de pago|con entrada de pago)\b/,
  },
}

const FRENCH: LanguageRules = {
  fillers: new Set(
    words(`a ai au aux avec avoir bien bon bonne ca ce ceci cela celle celui ces cest cet cette chez chose
  choses comme comment dans de des du elle en est et etre evenement evenements faire fais il ils j je
  jaime jaimerais je voudrais la le les leur lui ma mais me merci mes moi mon ne ni nous on ou par pas
  peut peux plus pour pourrais pourriez propose proposez quelque quelques quel quelle quelles quels qu
  que qui quoi sais sa se ses si sil soit son sont sortir sur svp ta te tes toi ton tout tous trouve
  trouver trouvez tu un une vers veux voudrais vous vos votre voir y activite activites idee idees
  interessant interessants sympa chouette plutot billet billets endroit endroits genre truc trucs
  cherche chercher recherche conseille conseillez recommande recommandes`),
  ),
  greetings: new Set(['bonjour', 'salut', 'bonsoir', 'coucou', 'allo']),
  notPlaceStart: new Set(['la', 'le', 'les', 'un', 'une', 'mon', 'ma', 'mes', 'ton', 'ta', 'son', 'sa', 'ce', 'cette', 'ligne', 'direct', 'famille', 'couple', 'groupe', 'general', 'particulier', 'soiree', 'journee', 'semaine', 'week-end', 'weekend', 'matinee', 'fin']),
  placePrepositions: [['pres', 'de'], ['autour', 'de'], ['a'], ['au'], ['aux'], ['en'], ['dans'], ['sur'], ['vers']],
  placeArticles: new Set(['la', 'le', 'les']),
  placeAliases: {
    londres: 'london', 'la nouvelle-orleans': 'new orleans', 'nouvelle-orleans': 'new orleans', munich: 'munich',
    cologne: 'cologne', vienne: 'vienna', bruxelles: 'brussels', lisbonne: 'lisbon', rome: 'rome', milan: 'milan',
    florence: 'florence', barcelone: 'barcelona', seville: 'seville', nyc: 'new york',
  },
  online: /\b(?:en ligne|online|virtuels?|virtuelles?|en streaming|en direct sur internet|depuis chez moi|a distance)\b/,
  here: /\b(?:pres de chez moi|pres dici|pres de moi|autour de moi|dans le coin|dans ma ville|dans mon quartier|a proximite)\b/,
  notSearch:
    /\b(?:parking|se garer|stationnement|remboursements?|rembourser|fauteuil roulant|tenue exigee|code vestimentaire|age minimum|mot de passe|mes billets|mes commandes|annuler ma|annuler mon|numero de telephone|service client|la meteo|qui es-tu|qui etes-vous|tu es (?:un |une )?(?:robot|bot|humain|humaine|ia|personne)|que peux-tu faire|comment ca marche|vendre des billets|creer un evenement|payer a lentree|payer par carte)\b/,
  followUp:
    /^(?:et|mais|et si|plutot|seulement|juste|aussi|alors|ok|daccord|maintenant|peut-etre|ou|moins chers?|ceux-la|celles-la)\b|\b(?:plutot|a la place|ceux-la|celles-la|les memes|aussi|moins chers?|moins cheres?)\b/,
  price: {
    caps: [
      new RegExp(`\\b(?:pour )?(?:moins de|en dessous de|jusqua|jusque|maximum|max|pas plus de|au plus|inferieur a)\\s*\\$?\\s*(\\d{1,5})(?:[.,]\\d\\d)?\\s*${CURRENCY_WORDS}?\\b`),
      new RegExp(`\\b(\\d{1,5})\\s*${CURRENCY_WORDS}?\\s*(?:maximum|max|au plus|ou moins)\\b`),
    ],
    cheaper: /\b(?:moins chers?|moins cheres?|plus abordables?|le moins cher|les moins chers)\b/,
    free: /\b(?:gratuits?|gratuites?|gratos|gratis|entree libre|sans frais)\b/,
    cheap: /\b(?:pas chers?|pas cheres?|bon marche|abordables?|petits prix|petit prix|economiques?)\b/,
    paid: /\b(?:payants?|payantes?)\b/,
  },
}

const GERMAN: LanguageRules = {
  fillers: new Set(
    words(`ab aber alle alles als also am an auch auf aus bei bin bis bitte da danke das dass dem den der des
  die dies diese diesem diesen dieser dieses du ein eine einem einen einer eines er es etwas euch fur
  gern gerne gibt gib habe haben hast hat ich ihr im in irgendwas irgendetwas ist ja kann kannst kennst
  keine lust man mal mich mir mit mochte mochten moglich nach nicht noch nur oder schon sehr sein sie
  sind so such suche suchen uber um und uns veranstaltung veranstaltungen vielleicht vom von vor was
  welche welcher welches wenn wer wie wir wo wurde zu zum zur tipps tipp vorschlag vorschlage
  empfehlung empfehlungen empfiehl empfehlen finden finde zeig zeige zeigen was los interessant
  interessantes schones schon spass gehen ausgehen tickets ticket karten karte sachen sache ort orte`),
  ),
  greetings: new Set(['hallo', 'hi', 'hey', 'servus', 'moin', 'gruss', 'tag']),
  notPlaceStart: new Set(['der', 'die', 'das', 'den', 'dem', 'ein', 'eine', 'einem', 'einer', 'meiner', 'meinem', 'deiner', 'der', 'nahe', 'nahe', 'familie', 'gruppe', 'allgemeinen', 'ordnung', 'zukunft']),
  placePrepositions: [['in'], ['bei'], ['nahe'], ['um'], ['nach'], ['aus']],
  placeArticles: new Set([]),
  placeAliases: {
    munchen: 'munich', muenchen: 'munich', koln: 'cologne', koeln: 'cologne', wien: 'vienna', brussel: 'brussels',
    lissabon: 'lisbon', rom: 'rome', mailand: 'milan', florenz: 'florence', london: 'london', nyc: 'new york',
    zurich: 'zurich', genf: 'geneva', nurnberg: 'nuremberg', nuernberg: 'nuremberg', hannover: 'hanover',
  },
  online: /\b(?:online|virtuell|virtuelle|virtuellen|im livestream|per livestream|von zuhause|von zu hause|per zoom)\b/,
  here: /\b(?:in meiner nahe|in der nahe|hier in der nahe|in meiner gegend|in der gegend|in meiner stadt|hier vor ort|hier)\b/,
  notSearch:
    /\b(?:parken|parkplatze?|parkplatz|erstattung|ruckerstattung|geld zuruck|rollstuhl|dresscode|kleiderordnung|mindestalter|passwort|meine tickets|meine bestellungen?|stornieren|telefonnummer|kundenservice|das wetter|wer bist du|was bist du|bist du (?:ein |eine )?(?:roboter|bot|mensch|ki|person)|was kannst du|wie funktioniert|tickets verkaufen|veranstaltung erstellen|an der kasse zahlen|mit karte zahlen)\b/,
  followUp:
    /^(?:und|aber|was ist mit|wie ware es|wie waere es|und wenn|lieber|nur|auch|dann|ok|okay|jetzt|vielleicht|oder|gunstiger|billiger|die gleichen)\b|\b(?:stattdessen|lieber|die gleichen|dieselben|auch|gunstigere?|guenstigere?|billigere?)\b/,
  price: {
    caps: [
      new RegExp(`\\b(?:fur )?(?:unter|weniger als|bis zu|bis|hochstens|maximal|max|nicht mehr als)\\s*\\$?\\s*(\\d{1,5})(?:[.,]\\d\\d)?\\s*${CURRENCY_WORDS}?\\b`),
      new RegExp(`\\b(\\d{1,5})\\s*${CURRENCY_WORDS}?\\s*(?:oder weniger|hochstens|maximal|max)\\b`),
    ],
    cheaper: /\b(?:gunstigere?n?|guenstigere?n?|billigere?n?|preiswertere?n?|am gunstigsten|am billigsten)\b/,
    free: /\b(?:kostenlose?[nrsm]?|kostenfreie?[nrsm]?|gratis|umsonst|eintritt frei|freier eintritt|ohne eintritt)\b/,
    cheap: /\b(?:gunstige?[nrsm]?|guenstige?[nrsm]?|billige?[nrsm]?|preiswerte?[nrsm]?|nicht zu teuer|nicht teuer)\b/,
    paid: /\b(?:kostenpflichtige?[nrsm]?|mit eintritt|gegen eintritt)\b/,
  },
}

export const LANGUAGE_RULES: Readonly<Record<ConciergeLanguage, LanguageRules>> = {
  en: ENGLISH,
  es: SPANISH,
  fr: FRENCH,
  de: GERMAN,
}
