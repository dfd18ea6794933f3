// The concierge's synonym table (ARCHITECTURE §6): everyday words for what people want to do, mapped to
// the taxonomy of spec §3 (categories, subcategories, formats, popular tags). Phrases are lower-case and
// matched on whole words; a trailing plural "s" is forgiven by the matcher, so list the singular.
import type { ConciergeLanguage } from './message-language'

export type Topic = {
  categoryIds?: readonly number[]
  subcategoryIds?: readonly number[]
  formatIds?: readonly number[]
  tags?: readonly string[]
}

const MUSIC = 103
const PERFORMANCE = 6

const ENTRIES: ReadonlyArray<readonly [phrases: readonly string[], topic: Topic]> = [
  // Music (103) and its genres.
  [['music', 'live music', 'musician', 'band', 'live band'], { categoryIds: [MUSIC] }],
  // Music only: most music events carry another format than Performance (festival, party, class…), and
  // that filter emptied "concerts in Paris in December" (issue 22).
  [['concert', 'gig', 'live show', 'recital'], { categoryIds: [MUSIC] }],
  [['jazz', 'jaz', 'jazz music', 'jazz club'], { categoryIds: [MUSIC], subcategoryIds: [3002, 3027] }],
  [['blues'], { categoryIds: [MUSIC], subcategoryIds: [3002, 3022] }],
  [['rock', 'rock music', 'rock and roll'], { categoryIds: [MUSIC], subcategoryIds: [3017] }],
  [['punk', 'hardcore'], { categoryIds: [MUSIC], subcategoryIds: [3029] }],
  [['metal', 'heavy metal'], { categoryIds: [MUSIC], subcategoryIds: [3011] }],
  [['hip hop', 'hip-hop', 'hiphop', 'rap'], { categoryIds: [MUSIC], subcategoryIds: [3008] }],
  [['edm', 'electronic', 'electronic music', 'techno', 'house music', 'rave'], { categoryIds: [MUSIC], subcategoryIds: [3006, 3024, 3025] }],
  [['dj', 'dj set', 'dance music'], { categoryIds: [MUSIC], subcategoryIds: [3023] }],
  [['classical', 'classical music', 'symphony', 'orchestra', 'chamber music'], { categoryIds: [MUSIC], subcategoryIds: [3003] }],
  [['opera'], { categoryIds: [MUSIC, 105], subcategoryIds: [3012, 5005] }],
  [['country music', 'country western'], { categoryIds: [MUSIC], subcategoryIds: [3004] }],
  [['folk', 'folk music'], { categoryIds: [MUSIC], subcategoryIds: [3007] }],
  [['indie', 'indie music'], { categoryIds: [MUSIC], subcategoryIds: [3009] }],
  [['latin music', 'salsa', 'reggaeton', 'bachata'], { categoryIds: [MUSIC], subcategoryIds: [3010] }],
  [['reggae'], { categoryIds: [MUSIC], subcategoryIds: [3015] }],
  [['pop music', 'pop'], { categoryIds: [MUSIC], subcategoryIds: [3013] }],
  [['r&b', 'rnb', 'soul'], { categoryIds: [MUSIC], subcategoryIds: [3014] }],
  [['acoustic', 'singer-songwriter', 'singer songwriter'], { categoryIds: [MUSIC], subcategoryIds: [3019, 3030] }],
  [['bluegrass'], { categoryIds: [MUSIC], subcategoryIds: [3021] }],
  // Performing & visual arts (105), film & media (104).
  [['comedy', 'comedy show', 'standup', 'stand-up', 'stand up', 'stand up comedy', 'comedian', 'improv', 'funny'], { categoryIds: [104, 105], subcategoryIds: [4007, 5010] }],
  [['theatre', 'theater', 'play', 'broadway', 'drama'], { categoryIds: [105], subcategoryIds: [5001] }],
  [['musical'], { categoryIds: [105], subcategoryIds: [5002] }],
  [['ballet'], { categoryIds: [105], subcategoryIds: [5003] }],
  [['dance', 'dancing'], { categoryIds: [105], subcategoryIds: [5004] }],
  [['art', 'arts', 'gallery', 'exhibition', 'exhibit', 'museum'], { categoryIds: [105] }],
  [['fine art'], { categoryIds: [105], subcategoryIds: [5008] }],
  [['poetry', 'poetry reading', 'spoken word', 'literary', 'book reading'], { categoryIds: [105], subcategoryIds: [5009] }],
  [['craft', 'crafting', 'pottery', 'ceramics'], { categoryIds: [105], subcategoryIds: [5007] }],
  [['painting', 'paint and sip', 'paint night'], { categoryIds: [105], subcategoryIds: [5012] }],
  [['film', 'movie', 'cinema', 'flick'], { categoryIds: [104] }],
  [['screening', 'film screening', 'movie night'], { categoryIds: [104], formatIds: [7] }],
  [['anime'], { categoryIds: [104], subcategoryIds: [4003] }],
  [['gaming', 'video game', 'esports', 'e-sports'], { categoryIds: [104, 119], subcategoryIds: [4004, 19002] }],
  [['comic', 'comic book'], { categoryIds: [104, 119], subcategoryIds: [4005, 19001] }],
  // Business (101), science & tech (102).
  [['business', 'entrepreneur', 'entrepreneurship', 'small business'], { categoryIds: [101] }],
  [['startup', 'founder'], { categoryIds: [101], subcategoryIds: [1001] }],
  [['career', 'job fair', 'career fair', 'job'], { categoryIds: [101], subcategoryIds: [1010] }],
  [['finance', 'investing', 'investor', 'personal finance'], { categoryIds: [101], subcategoryIds: [1002, 1011] }],
  [['marketing', 'sales'], { categoryIds: [101], subcategoryIds: [1007] }],
  [['real estate'], { categoryIds: [101], subcategoryIds: [1005] }],
  [['tech', 'technology', 'coding', 'programming', 'developer', 'software', 'ai', 'machine learning', 'data science', 'web development', 'python', 'javascript'], { categoryIds: [102] }],
  [['hackathon', 'hack night', 'hack'], { categoryIds: [102] }],
  [['science', 'astronomy'], { categoryIds: [102], subcategoryIds: [2002] }],
  [['robotics', 'robot'], { categoryIds: [102], subcategoryIds: [2007] }],
  // Health (107), sports & fitness (108), travel & outdoor (109).
  [['health', 'wellness', 'wellbeing', 'well-being'], { categoryIds: [107] }],
  [['yoga'], { categoryIds: [107, 108], subcategoryIds: [7005, 8019] }],
  [['mental health', 'meditation', 'mindfulness'], { categoryIds: [107], subcategoryIds: [7002] }],
  [['spa'], { categoryIds: [107], subcategoryIds: [7004] }],
  [['sport', 'sports', 'fitness', 'workout', 'exercise', 'gym', 'athletic'], { categoryIds: [108] }],
  [['running', 'run', 'fun run', 'jog', 'jogging', '5k', '10k', 'marathon', 'half marathon', 'running club', 'run club'], { categoryIds: [108], subcategoryIds: [8001] }],
  [['cycling', 'bike', 'bike ride', 'biking'], { categoryIds: [108], subcategoryIds: [8003] }],
  [['basketball'], { categoryIds: [108], subcategoryIds: [8006] }],
  [['football'], { categoryIds: [108], subcategoryIds: [8007] }],
  [['baseball'], { categoryIds: [108], subcategoryIds: [8008] }],
  [['soccer'], { categoryIds: [108], subcategoryIds: [8009] }],
  [['golf'], { categoryIds: [108], subcategoryIds: [8010] }],
  [['tennis', 'pickleball'], { categoryIds: [108], subcategoryIds: [8012] }],
  [['hockey'], { categoryIds: [108], subcategoryIds: [8014] }],
  [['boxing', 'martial arts', 'mma', 'karate', 'jiu jitsu', 'jiu-jitsu'], { categoryIds: [108], subcategoryIds: [8016] }],
  [['swimming', 'swim'], { categoryIds: [108], subcategoryIds: [8013] }],
  [['hike', 'hiking', 'hiking trip', 'trail walk'], { categoryIds: [109], subcategoryIds: [9001] }],
  [['climbing', 'bouldering', 'rock climbing'], { categoryIds: [109], subcategoryIds: [9005] }],
  [['kayaking', 'kayak', 'paddling'], { categoryIds: [109], subcategoryIds: [9003] }],
  [['outdoor', 'outdoors', 'nature', 'camping'], { categoryIds: [109] }],
  [['travel', 'trip'], { categoryIds: [109], subcategoryIds: [9006] }],
  // Food & drink (110).
  // "food and drink" is the greeting's own suggestion: "drink" left over had become a text filter.
  [['food', 'food and drink', 'drink', 'foodie', 'eat', 'eating', 'brunch', 'dinner', 'lunch', 'supper club', 'tasting', 'cooking', 'baking'], { categoryIds: [110] }],
  [['wine', 'wine tasting', 'vino'], { categoryIds: [110], subcategoryIds: [10002] }],
  [['beer', 'brewery', 'craft beer', 'beer tasting', 'pub crawl'], { categoryIds: [110], subcategoryIds: [10001] }],
  [['cocktail', 'spirits', 'whiskey', 'whisky', 'mixology'], { categoryIds: [110], subcategoryIds: [10004] }],
  // Causes, politics, community, spirituality.
  [['charity', 'fundraiser', 'fundraising', 'volunteer', 'volunteering', 'nonprofit', 'non-profit', 'benefit'], { categoryIds: [111] }],
  [['politics', 'political', 'town hall', 'election', 'civic'], { categoryIds: [112] }],
  [['community', 'neighborhood', 'neighbourhood', 'local community'], { categoryIds: [113] }],
  [['pride', 'lgbt', 'lgbtq', 'lgbtqia', 'queer', 'gay'], { categoryIds: [113], subcategoryIds: [13004] }],
  [['heritage', 'cultural'], { categoryIds: [113], subcategoryIds: [13007] }],
  [['language exchange', 'language'], { categoryIds: [113], subcategoryIds: [13009] }],
  [['spiritual', 'spirituality', 'church', 'religious', 'faith', 'worship'], { categoryIds: [114] }],
  // Family & education (115), school (120).
  [['family', 'family friendly', 'family-friendly', 'families'], { categoryIds: [115] }],
  [['kid', 'kids', 'children', 'child', 'toddler', 'kid friendly', 'kid-friendly', 'for the kids'], { tags: ['kid-friendly'] }],
  [['parenting', 'parent'], { categoryIds: [115], subcategoryIds: [15003] }],
  [['education', 'educational', 'learning'], { categoryIds: [115] }],
  [['school', 'school activity'], { categoryIds: [120] }],
  // Holidays (116).
  [['holiday', 'holiday party', 'seasonal', 'holiday market'], { categoryIds: [116] }],
  [['halloween', 'haunted', 'haunted house'], { categoryIds: [116], subcategoryIds: [16004] }],
  [['christmas', 'xmas', 'christmas market'], { categoryIds: [116], subcategoryIds: [16006] }],
  [['thanksgiving', 'friendsgiving'], { categoryIds: [116], subcategoryIds: [16005] }],
  [['new year', 'new years', "new year's", 'new years eve', "new year's eve", 'nye'], { categoryIds: [116], subcategoryIds: [16009] }],
  [['hanukkah', 'chanukah'], { categoryIds: [116], subcategoryIds: [16007] }],
  // Home & lifestyle (117), auto (118), hobbies (119), fashion (106).
  [['dating', 'singles', 'speed dating', 'single'], { categoryIds: [117], subcategoryIds: [17001] }],
  [['pet', 'dog', 'cat', 'puppy'], { categoryIds: [117], subcategoryIds: [17002] }],
  [['garden', 'gardening', 'plant'], { categoryIds: [117], subcategoryIds: [17003] }],
  [['car', 'car show', 'cars and coffee', 'auto show'], { categoryIds: [118], subcategoryIds: [18001] }],
  [['boat', 'boat show', 'sailing'], { categoryIds: [118], subcategoryIds: [18003] }],
  [['air show', 'airshow', 'aviation'], { categoryIds: [118], subcategoryIds: [18004] }],
  [['hobby', 'hobbies'], { categoryIds: [119] }],
  [['photography', 'photo walk', 'photography walk'], { categoryIds: [119], subcategoryIds: [19004] }],
  [['knitting', 'crochet'], { categoryIds: [119], subcategoryIds: [19005] }],
  [['book', 'book club', 'reading'], { categoryIds: [119], subcategoryIds: [19006] }],
  [['diy', 'maker', 'makers'], { categoryIds: [119], subcategoryIds: [19003] }],
  [['fashion', 'fashion show', 'style'], { categoryIds: [106] }],
  [['beauty', 'makeup', 'skincare'], { categoryIds: [106], subcategoryIds: [6004] }],
  // Formats (spec §3 "Event formats").
  [['conference', 'summit', 'symposium'], { formatIds: [1] }],
  [['seminar', 'talk', 'lecture', 'panel', 'webinar'], { formatIds: [2] }],
  [['expo', 'trade show', 'fair'], { formatIds: [3] }],
  [['convention', 'con'], { formatIds: [4] }],
  [['festival', 'fest'], { formatIds: [5] }],
  [['performance'], { formatIds: [PERFORMANCE] }],
  [['gala'], { formatIds: [8] }],
  [['class', 'workshop', 'course', 'lesson', 'bootcamp', 'masterclass'], { formatIds: [9] }],
  [['networking', 'meetup', 'meet up', 'meet-up', 'mixer', 'networking event'], { formatIds: [10] }],
  [['party', 'celebration', 'bash'], { formatIds: [11] }],
  [['rally', 'march', 'protest'], { formatIds: [12] }],
  [['tournament', 'competition'], { formatIds: [13] }],
  [['game', 'game night', 'trivia', 'quiz', 'board game'], { formatIds: [14] }],
  [['race'], { formatIds: [15] }],
  [['tour', 'walking tour', 'guided tour'], { formatIds: [16] }],
  [['attraction'], { formatIds: [17] }],
  [['retreat'], { formatIds: [18] }],
  [['book signing', 'meet and greet', 'signing'], { formatIds: [19] }],
  // Popular tags (spec §3).
  [['nightlife', 'night out', 'bar', 'club', 'clubbing', 'going out', 'late night'], { tags: ['nightlife'] }],
  [['date night', 'romantic', 'for a date', 'couples', 'couple'], { tags: ['date-night'] }],
  [['with friends', 'for groups', 'group', 'groups', 'big group', 'friends'], { tags: ['great-for-groups'] }],
]

export type SynonymEntry = { phrase: readonly string[]; topic: Topic }

/** Every phrase as its words, longest first, so "stand up comedy" wins over "comedy". */
export const SYNONYMS: readonly SynonymEntry[] = ENTRIES.flatMap(([phrases, topic]) =>
  phrases.map((phrase) => ({ phrase: phrase.split(' '), topic })),
).sort((a, b) => b.phrase.length - a.phrase.length)

/** The single words of the table, for spelling correction. */
export const TOPIC_WORDS: ReadonlySet<string> = new Set(
  SYNONYMS.filter((s) => s.phrase.length === 1).map((s) => s.phrase[0] as string),
)

// Issue 25: the same topics in Spanish, French and German, each phrase pointing at the English phrase
// whose topic it means. Accents are folded ("música" → "musica") and plurals listed where they are not a
// plain trailing "s" (the matcher forgives only that): "festivales", "Konzerte", "Ausstellungen".
type Aliases = ReadonlyArray<readonly [phrases: readonly string[], english: string]>

const SPANISH_ALIASES: Aliases = [
  [['musica', 'musica en vivo', 'musica en directo', 'musico', 'banda', 'grupo de musica'], 'music'],
  [['concierto', 'conciertos', 'recital', 'bolo', 'bolos'], 'concert'],
  [['jazz'], 'jazz'], [['rock'], 'rock'], [['musica clasica', 'clasica', 'orquesta', 'sinfonica'], 'classical'],
  [['musica electronica', 'electronica', 'tecno'], 'electronic'], [['flamenco'], 'dance'],
  [['comedia', 'monologo', 'monologos', 'humor', 'comedia en vivo', 'humorista'], 'comedy'],
  [['teatro', 'obra de teatro', 'obras de teatro'], 'theatre'], [['musicales'], 'musical'],
  [['danza', 'baile', 'bailes'], 'dance'],
  [['arte', 'artes', 'galeria', 'galerias', 'exposicion', 'exposiciones', 'museo', 'museos'], 'art'],
  [['poesia', 'literatura', 'lectura'], 'poetry'], [['pintura'], 'painting'],
  [['cine', 'pelicula', 'peliculas'], 'film'], [['proyeccion', 'proyecciones'], 'screening'],
  [['negocios', 'empresa', 'emprendimiento', 'emprendedores'], 'business'], [['tecnologia', 'programacion'], 'tech'],
  [['ciencia'], 'science'], [['salud', 'bienestar'], 'health'], [['meditacion'], 'meditation'],
  [['deporte', 'deportes'], 'sport'], [['correr', 'carrera popular'], 'running'], [['senderismo', 'excursion', 'excursiones'], 'hiking'],
  [['futbol'], 'soccer'], [['baloncesto'], 'basketball'], [['ciclismo', 'bici'], 'cycling'],
  [['comida', 'comida y bebida', 'bebida', 'gastronomia', 'cocina', 'cena', 'cenas', 'degustacion', 'degustaciones', 'tapas'], 'food'],
  [['vino', 'vinos', 'cata de vinos'], 'wine'], [['cerveza', 'cervezas'], 'beer'], [['coctel', 'cocteles'], 'cocktail'],
  [['benefico', 'benefica', 'voluntariado', 'solidario', 'solidaria'], 'charity'], [['politica'], 'politics'],
  [['comunidad'], 'community'], [['espiritual', 'espiritualidad'], 'spiritual'],
  [['familia', 'familias', 'familiar', 'familiares'], 'family'],
  [['ninos', 'nino', 'infantil', 'infantiles', 'para ninos', 'para los ninos', 'peques'], 'kid'],
  [['educacion', 'educativo'], 'education'], [['navidad', 'navidena', 'navidenas', 'mercado navideno'], 'christmas'],
  [['fin de ano', 'nochevieja'], 'nye'], [['citas'], 'dating'], [['mascotas', 'perros'], 'pet'],
  [['fotografia'], 'photography'], [['libros', 'libro', 'club de lectura'], 'book'], [['moda'], 'fashion'],
  [['conferencia', 'conferencias', 'congreso'], 'conference'], [['charla', 'charlas', 'seminario', 'seminarios', 'ponencia'], 'talk'],
  [['feria', 'ferias'], 'expo'], [['festival', 'festivales'], 'festival'], [['gala', 'galas'], 'gala'],
  [['clase', 'clases', 'taller', 'talleres', 'curso', 'cursos'], 'class'], [['networking', 'encuentro', 'encuentros', 'quedada', 'quedadas'], 'networking'],
  [['fiesta', 'fiestas', 'celebracion'], 'party'], [['torneo', 'torneos', 'competicion'], 'tournament'],
  [['juegos', 'juego', 'concurso', 'trivial'], 'game'], [['visita guiada', 'visitas guiadas', 'tour', 'ruta'], 'tour'],
  [['vida nocturna', 'noche de fiesta', 'discoteca', 'bares', 'de copas'], 'nightlife'],
  [['en pareja', 'romantico', 'romantica', 'cita'], 'date night'], [['con amigos', 'en grupo', 'grupos'], 'with friends'],
]

const FRENCH_ALIASES: Aliases = [
  [['musique', 'musique live', 'musique en direct', 'musicien', 'musiciens', 'groupe de musique'], 'music'],
  [['concert', 'concerts', 'recital', 'recitals'], 'concert'],
  [['jazz'], 'jazz'], [['rock'], 'rock'], [['musique classique', 'classique', 'orchestre', 'symphonique'], 'classical'],
  [['musique electronique', 'electro', 'techno'], 'electronic'], [['chanson', 'chansons'], 'music'],
  [['comedie', 'humour', 'spectacle dhumour', 'one-man-show', 'stand-up', 'humoriste'], 'comedy'],
  [['theatre', 'piece de theatre', 'pieces de theatre'], 'theatre'], [['comedie musicale', 'comedies musicales'], 'musical'],
  [['danse', 'danses'], 'dance'],
  [['art', 'arts', 'galerie', 'galeries', 'exposition', 'expositions', 'expo art', 'musee', 'musees', 'vernissage'], 'art'],
  [['poesie', 'litterature', 'lecture'], 'poetry'], [['peinture'], 'painting'],
  [['cinema', 'film', 'films', 'cine'], 'film'], [['projection', 'projections', 'seance de cinema'], 'screening'],
  [['affaires', 'entreprise', 'entrepreneuriat', 'entrepreneurs'], 'business'], [['technologie', 'tech', 'programmation'], 'tech'],
  [['science', 'sciences'], 'science'], [['sante', 'bien-etre'], 'health'], [['meditation'], 'meditation'],
  [['sport', 'sports', 'sportif', 'sportive'], 'sport'], [['course a pied', 'courir'], 'running'], [['randonnee', 'randonnees', 'rando'], 'hiking'],
  [['football', 'foot'], 'soccer'], [['velo', 'cyclisme'], 'cycling'],
  [['cuisine', 'gastronomie', 'boisson', 'repas', 'diner', 'degustation', 'degustations', 'nourriture'], 'food'],
  [['vin', 'vins', 'degustation de vin', 'oenologie'], 'wine'], [['biere', 'bieres', 'brasserie'], 'beer'], [['cocktail', 'cocktails'], 'cocktail'],
  [['caritatif', 'caritative', 'benevolat', 'solidaire'], 'charity'], [['politique'], 'politics'],
  [['communaute', 'quartier'], 'community'], [['spirituel', 'spiritualite'], 'spiritual'],
  [['famille', 'familles', 'familial', 'familiale', 'familiaux'], 'family'],
  [['enfants', 'enfant', 'pour enfants', 'pour les enfants', 'jeune public', 'petits'], 'kid'],
  [['education', 'educatif'], 'education'], [['noel', 'marche de noel', 'marches de noel'], 'christmas'],
  [['nouvel an', 'reveillon', 'saint-sylvestre'], 'nye'], [['rencontres', 'celibataires'], 'dating'], [['animaux', 'chiens'], 'pet'],
  [['photographie', 'photo'], 'photography'], [['livres', 'livre', 'club de lecture'], 'book'], [['mode'], 'fashion'],
  [['conference', 'conferences', 'congres', 'sommet'], 'conference'], [['seminaire', 'seminaires', 'table ronde'], 'talk'],
  [['salon', 'salons', 'foire'], 'expo'], [['festival', 'festivals'], 'festival'], [['gala', 'galas'], 'gala'],
  [['cours', 'atelier', 'ateliers', 'stage', 'stages'], 'class'], [['networking', 'rencontre professionnelle', 'afterwork'], 'networking'],
  [['fete', 'fetes', 'soiree', 'soirees'], 'party'], [['tournoi', 'tournois', 'competition'], 'tournament'],
  [['jeu', 'jeux', 'quiz', 'soiree jeux'], 'game'], [['visite guidee', 'visites guidees', 'visite', 'visites'], 'tour'],
  [['vie nocturne', 'boite de nuit', 'bars', 'clubbing'], 'nightlife'],
  [['en amoureux', 'romantique', 'en couple'], 'date night'], [['entre amis', 'en groupe', 'amis'], 'with friends'],
]

const GERMAN_ALIASES: Aliases = [
  [['musik', 'livemusik', 'live-musik', 'musiker', 'band', 'bands'], 'music'],
  [['konzert', 'konzerte', 'konzerten', 'gig', 'gigs', 'liederabend'], 'concert'],
  [['jazz'], 'jazz'], [['rock'], 'rock'], [['klassik', 'klassische musik', 'orchester', 'sinfonie', 'sinfoniekonzert'], 'classical'],
  [['elektronische musik', 'elektro', 'techno'], 'electronic'],
  [['comedy', 'komodie', 'komoedie', 'kabarett', 'kabaretts', 'stand-up', 'humor'], 'comedy'],
  [['theater', 'theaterstuck', 'schauspiel'], 'theatre'], [['musical', 'musicals'], 'musical'],
  [['tanz', 'tanzen', 'tanze'], 'dance'],
  [['kunst', 'galerie', 'galerien', 'ausstellung', 'ausstellungen', 'museum', 'museen', 'vernissage'], 'art'],
  [['poesie', 'literatur', 'lesung', 'lesungen', 'poetry slam'], 'poetry'], [['malerei', 'malen'], 'painting'],
  [['kino', 'film', 'filme'], 'film'], [['filmvorfuhrung', 'vorfuhrung'], 'screening'],
  [['business', 'wirtschaft', 'unternehmer', 'grunder'], 'business'], [['technik', 'technologie', 'programmieren'], 'tech'],
  [['wissenschaft'], 'science'], [['gesundheit', 'wellness'], 'health'], [['meditation'], 'meditation'],
  [['sport', 'fitness'], 'sport'], [['laufen', 'lauf', 'joggen'], 'running'], [['wandern', 'wanderung', 'wanderungen'], 'hiking'],
  [['fussball'], 'soccer'], [['radfahren', 'fahrrad', 'radtour'], 'cycling'],
  [['essen', 'essen und trinken', 'trinken', 'getranke', 'kulinarisch', 'kochen', 'kochkurs', 'abendessen', 'verkostung', 'streetfood'], 'food'],
  [['wein', 'weine', 'weinprobe', 'weinverkostung'], 'wine'], [['bier', 'biere', 'bierprobe', 'brauerei'], 'beer'], [['cocktail', 'cocktails'], 'cocktail'],
  [['wohltatigkeit', 'ehrenamt', 'spendenaktion', 'benefiz'], 'charity'], [['politik', 'politisch'], 'politics'],
  [['gemeinschaft', 'nachbarschaft'], 'community'], [['spirituell', 'spiritualitat'], 'spiritual'],
  [['familie', 'familien', 'familienfreundlich'], 'family'],
  [['kinder', 'kind', 'fur kinder', 'kinderfreundlich', 'kids'], 'kid'],
  [['bildung'], 'education'], [['weihnachten', 'weihnachtsmarkt', 'weihnachtsmarkte', 'weihnachtlich'], 'christmas'],
  [['silvester', 'neujahr'], 'nye'], [['singles', 'dating'], 'dating'], [['haustiere', 'hunde', 'hund'], 'pet'],
  [['fotografie', 'foto'], 'photography'], [['bucher', 'buch', 'buchclub', 'lesekreis'], 'book'], [['mode'], 'fashion'],
  [['konferenz', 'konferenzen', 'kongress', 'tagung', 'tagungen'], 'conference'], [['vortrag', 'vortrage', 'seminar', 'seminare', 'podiumsdiskussion'], 'talk'],
  [['messe', 'messen'], 'expo'], [['festival', 'festivals', 'fest', 'feste'], 'festival'], [['gala', 'galas'], 'gala'],
  [['kurs', 'kurse', 'workshop', 'workshops', 'unterricht'], 'class'], [['networking', 'treffen', 'stammtisch'], 'networking'],
  [['party', 'partys', 'feier', 'feiern'], 'party'], [['turnier', 'turniere', 'wettbewerb'], 'tournament'],
  [['spiel', 'spiele', 'spieleabend', 'quiz'], 'game'], [['fuhrung', 'fuhrungen', 'stadtfuhrung', 'tour'], 'tour'],
  [['nachtleben', 'club', 'clubs', 'bar', 'bars', 'ausgehen'], 'nightlife'],
  [['date', 'romantisch', 'zu zweit', 'fur paare'], 'date night'], [['mit freunden', 'in der gruppe', 'gruppe', 'freunde'], 'with friends'],
]

function aliasEntries(aliases: Aliases): SynonymEntry[] {
  return aliases.flatMap(([phrases, english]) => {
    const target = SYNONYMS.find((s) => s.phrase.join(' ') === english)
    if (!target) throw new Error(`No English synonym "${english}"`)
    return phrases.map((phrase) => ({ phrase: phrase.split(' '), topic: target.topic }))
  })
}

/** Each language's own phrases (English: the whole table), without the English ones the others also read. */
export const OWN_SYNONYMS: Readonly<Record<ConciergeLanguage, readonly SynonymEntry[]>> = {
  en: SYNONYMS,
  es: aliasEntries(SPANISH_ALIASES),
  fr: aliasEntries(FRENCH_ALIASES),
  de: aliasEntries(GERMAN_ALIASES),
}

const longestFirst = (entries: readonly SynonymEntry[]) => [...entries].sort((a, b) => b.phrase.length - a.phrase.length)

/**
 * The synonym table a message in `language` is read with: its own phrases first, then the English ones
 * (people write "jazz", "party" or "workshop" in any language), longest first.
 */
export const SYNONYMS_BY_LANGUAGE: Readonly<Record<ConciergeLanguage, readonly SynonymEntry[]>> = {
  en: SYNONYMS,
  es: longestFirst([...OWN_SYNONYMS.es, ...SYNONYMS]),
  fr: longestFirst([...OWN_SYNONYMS.fr, ...SYNONYMS]),
  de: longestFirst([...OWN_SYNONYMS.de, ...SYNONYMS]),
}

const singleWords = (entries: readonly SynonymEntry[]) => new Set(entries.filter((s) => s.phrase.length === 1).map((s) => s.phrase[0] as string))

/** The single words of each language's table (its own and the English ones), for spelling correction. */
export const TOPIC_WORDS_BY_LANGUAGE: Readonly<Record<ConciergeLanguage, ReadonlySet<string>>> = {
  en: TOPIC_WORDS,
  es: singleWords(SYNONYMS_BY_LANGUAGE.es),
  fr: singleWords(SYNONYMS_BY_LANGUAGE.fr),
  de: singleWords(SYNONYMS_BY_LANGUAGE.de),
}

// Every word of the English table, single or inside a phrase ("live" of "live music").
export const ENGLISH_PHRASE_WORDS: ReadonlySet<string> = new Set(SYNONYMS.flatMap((s) => s.phrase))
const ownWords = (entries: readonly SynonymEntry[]) =>
  new Set(entries.flatMap((s) => s.phrase).filter((w) => !ENGLISH_PHRASE_WORDS.has(w) && !ENGLISH_PHRASE_WORDS.has(w.replace(/s$/, ''))))

/** Words of a language's own table that English does not use: they tell the language of a message. */
export const OWN_TOPIC_WORDS: Readonly<Record<ConciergeLanguage, ReadonlySet<string>>> = {
  en: new Set(),
  es: ownWords(OWN_SYNONYMS.es),
  fr: ownWords(OWN_SYNONYMS.fr),
  de: ownWords(OWN_SYNONYMS.de),
}
