import type { Rule } from './match.ts';

/**
 * The situations for human help and the word combinations that show them. Words are written
 * as people write them and folded like the message (words.ts): umlauts, doubled letters and
 * common misspellings need no extra entry. The order of {@link situationRules} is the order of
 * precedence: a message that names self-harm and bullying is answered for self-harm.
 */
export type Situation = 'suicide' | 'sexual' | 'violence' | 'bullying' | 'eating' | 'despair';

/** First person: the message is about the writer. */
const me = 'ich|mich|mir|mein*';

/** Someone writing about the work or a lesson, not about themselves. */
const professional =
  'menschen|leuten|leute|person*|patient*|klient*|betroffen*|pravention*|praventiv*|jugendliche*|kindern|opfern|forschung|statistik*|umgang|thema|referat|vortrag|hausarbeit|aufsatz|seminar*|fortbildung*|weiterbildung*|fachkraft*|schulung*|notfall*|sanitater*|rettungs*|polizist*|polizei*|pfleger*|pflegekraft*|notarzt*|feuerwehr*|klinik fur|station fur|praxis fur|therapeut*';

/** Words of the career question that make a weak sign (despair) an everyday worry. */
const career =
  'anschreiben|lebenslauf|jobsuche|stellensuche|geduld|beruf*|ausbildung*|studium|studier*|studieng*|job*|bewerb*|praktikum*|azubi*|lehrstell*|arbeitgeber*|firma|firmen|betrieb*|abschlus*|abi|abitur|zeugnis*|noten|gehalt|verdien*|unternehmen|hochschul*|uni|werden|vorstellungsgesprach*|probezeit|kundigung|kundigen|wechseln|zukunftsaussicht*|branche';

/** Accidents and chores: 'beim Praktikum geschnitten', 'Haare schneiden'. */
const accident =
  'beim|versehen*|versehentlich|unfall*|praktikum*|arbeit|finger|papier|kochen|kuche|haare|haar|frisur|friseur*|gemuse|zwiebel*|brot|fleisch|stoff|holz|hecke|rasen|sport|fusball|training|knie|rucken|schulter|gefahr*|gefahrlich|risiko|werkstatt|messer am|glas|scherbe*|dose|blech|schlitten|fahrrad';

const family =
  'vater|mutter|papa|papi|mama|mami|stiefvater|stiefmutter|stiefpapa|eltern|bruder|schwester|onkel|tante|opa|oma|cousin|freund|exfreund|ex|partner|ehemann|familie|hause|zuhause|daheim|er|sie';

const hitting =
  'schlagt|schlagen|geschlagen|schlug|schlage mich|hau|haut mich|haue|haut|gehauen|verhaut|verhauen|verprugel*|prugel*|tritt|treten|getreten|wurg*|gewurgt|ohrfeig*|geohrfeigt|schubs*|gestosen|runtergestosen|stost mich|misshandel*|mishandel*|gewalt|gewalttat*|gewaltsam|aggressiv*|verletzt mich|blaue flecken|blauen flecken|geknallt|gescheuert|gelangt|eine reingehauen|eine runtergehauen|fauste|faust|faustschlag*';

const schoolPlaces =
  'schule|klasse|klassenkamerad*|mitschuler*|pause|schulhof|schulbus|bus|sportunterricht|umkleide|whatsapp*|gruppe|gruppenchat|chat|insta*|tiktok|snapchat|internet|online|jungs|madchen|azubis|kollegen|berufsschule';

export const situationRules: [Situation, Rule[]][] = [
  [
    'suicide',
    [
      {
        all: [
          'suizid*|suicid*|suizit*|suzid*|suizd*|sucid*|suizied*|selbstmord*|selbsmord*|selbstmort*|selbstmrd*|freitod|sewerslide|unaliv*|kms|lebensmud*|suicidal|abschiedsbrief*|uberdosis|overdose|todessehnsucht|todeswunsch*',
        ],
        unless: [professional],
        unlessAnywhere: ['selbstmordattentat*|suizidprav*|selbstmordrate|suizidrate'],
      },
      {
        // 'leben' with 'nicht mehr', 'wozu', 'beenden', 'schluss machen', 'keine lust' …
        all: [
          'leben',
          'nicht mehr|nicht länger|nie mehr|kein lust|kein sinn|sinn mehr|wozu|wofur|warum noch|weshalb noch|wieso noch|beenden|beende|beendet|schluss|ende|nehmen|nehme|nehm|genommen|satt|aufgeben|sinnlos|ohne sinn|nicht lebenswert|lebenswert|wegwerfen|loswerden|aufhoren|keinen wert|kraft mehr|kein bock|nicht weiter|enden|endet|zu ende|vorbei ist|soll aufhoren',
        ],
        unlessBefore: [
          'davon|vom|von|in|im|bei|zuhause|daheim|zusammen|allein|alleine|hier|dort|mit|gesund|vegan|vegetarisch|lang|langer',
        ],
        unless: [
          'retten*|rettung*|rettet|gerettet|lang|lebenslang|unterhalt|miete|gehalt|lohn|geld|stadt|dorf|kaff|land|wg|ausland|mittel|ohne handy|ohne internet|tier*|pflanze*|zelle*|bakterie*|organism*',
        ],
        within: 6,
      },
      {
        all: [
          'sterben|tot|tod|toter',
          'will|wünsch*|lieber|liebsten|ware|wurde|gern|gerne|bereit|einfach|endlich|besser|sein|plane|plan|hoffe|sehnsucht|denke|denk|dachte|gedanken|nachdenken|ans',
        ],
        within: 4,
        unless: [
          'vor|pflege*|begleit*|patient*|tier*|menschen|bestatt*|langweil*|lachen|fast|gleich|hunger|hitze|kalte|gelacht|angst|neugier*|pflanze*|zelle*|bakterie*|tote|toten|leiche*|serie|film|spiel|game|figur|charakter|buch|roman|oma|opa|hund|katze|rechtsmedizin*|obduktion|hospiz*|palliativ*|ofen|akku|handy|batterie',
        ],
        unlessAnywhere: ['sterbebegleit*|hospiz*|palliativ*|bestatt*|bestatter*|rechtsmedizin*'],
      },
      {
        all: [
          'aufwach*|aufzuwachen|aufstehen',
          'nicht mehr|nie mehr|nie wieder|nicht wieder|einfach nicht',
        ],
        within: 4,
        unless: ['wecker|fruh|morgens|schicht*|arbeit|schule|uhr|punktlich'],
      },
      {
        all: ['umbringen|toten|tote|umlegen|erschiesen|erhang*|erschies*', 'mich|selbst|mir'],
        within: 3,
        unless: [
          'er|sie|droht*|gedroht|vater|mutter|papa|mama|stiefvater|freund|exfreund|tiere|bringt|bringen',
        ],
      },
      {
        all: ['bring|bringe|bringen|brin|bringt mich ich', 'mich', 'um'],
        inOrder: true,
        within: 5,
        unless: ['er|sie|droht*|vor lachen|lachen|bringt|stress'],
      },
      {
        all: ['antun|anzutun|antue|antu|antuen', 'mir|selbst|mich'],
        within: 4,
        unless: ['damit|beruf*|ausbildung|studium|job|stress|schicht*|nicht antun'],
      },
      {
        all: ['aufhangen|aufzuhangen|aufhange|erhangen', 'mich|mir|selbst'],
        within: 4,
        unless: ['bild*|poster|jacke|wasche|regal|lampe|plakat*|gardine*'],
      },
      {
        all: ['hang|hange|hangen|erhangen', 'mich', 'auf'],
        inOrder: true,
        within: 3,
        unless: ['rein|ran|an|bild*|poster|wasche|jacke'],
      },
      {
        all: [
          'strick|schlinge|seil',
          'kaufen|gekauft|nehmen|knote*|geknotet|aufhang*|hangen|hals|bereit|decke|balken',
        ],
        within: 5,
        unless: ['stricken|wolle|mutze|klettern|kletter*|springseil'],
      },
      {
        all: [
          'tablett*|pillen|medikament*|schlaftablett*|paracetamol|ibu*|antidepressiva',
          'gesammelt|sammle|sammeln|gehortet|horte|gebunkert|bunker*|packung|alle|uberdosis|auf einmal|schlucken|schlucke|geschluckt|zu viele|viel zu viele|einwerfen|eingeworfen',
        ],
        within: 6,
        unless: [
          'pta|apothek*|pharma*|kennen|beruf*|lernen|verkauf*|wissen|ausbildung|studium|welche|arzt|arztin|pflege*|patient*|ausgeben|dosierung|kunden',
        ],
      },
      {
        all: [
          'spring*|sprung|sturze|sturzen|werfe|werfen|schmeis*|lauf*|lege|legen',
          'dach|brucke|hochhaus|fenster|zug|gleis*|balkon|klippe|tiefe|bahn|ubahn|auto|lkw|autobahn|turm',
        ],
        within: 5,
        unless: [
          'fallschirm*|dachdeck*|bungee|wasser|schwimm*|sport|zugfuhr*|lokfuhr*|triebfahr*|fahrer|fahren|fahre|springer|trampolin|arbeit|kletter*|gerust|feuerwehr*|bewerb*|beruf*|ausbildung|auto fahren|parkour|stunt*',
        ],
        unlessAnywhere: ['lokfuhr*|zugfuhr*|triebfahrzeug*|dachdeck*|fallschirm*|stunt*'],
      },
      {
        all: [
          'nicht mehr|nie mehr|nicht|nie',
          'existier*|da sein|dasein|da ware|da bin|hier sein|hier ware|auf der welt|auf dieser welt|auf der erde|auf erden',
        ],
        within: 3,
        unless: [
          'firma|betrieb|beruf*|job*|unternehmen|gibt|geschaft|laden|stelle|termin|praktikum|schule|unterricht|pünktlich|uhr|urlaub|umzug|umziehe|ausland',
        ],
      },
      {
        all: ['besser|besser dran|leichter|glucklicher', 'ohne', 'mich'],
        inOrder: true,
        within: 5,
        unless: ['team|projekt|firma|betrieb|gruppe|klasse|arbeit'],
      },
      {
        all: ['niemand|keiner|kein mensch|wurde', 'mich', 'vermiss*'],
        within: 5,
      },
      {
        all: [
          'fur immer',
          'einschlafen|schlafen|weg|verschwinden|ruhe|gehen|aufhort|aufhoren|enden|vorbei',
        ],
        within: 3,
      },
      {
        all: [
          'schluss|ende',
          'mit allem|allem|alles|fur immer|endgultig|ein ende setzen|ein ende machen',
        ],
        within: 4,
        unless: ['beruf*|ausbildung|schule|schuljahr|praktikum|freund|freundin|beziehung|job'],
      },
      {
        all: [
          'springe|springen|spring|runterspringen|runterzuspringen',
          'einfach|runter|hinunter|jetzt|heute|bald|uberlegt|gedanken|will|tief|hoch|oben',
        ],
        within: 4,
        unless: [
          'wasser|schwimm*|sport|trampolin|fallschirm*|bungee|ein|ins|kalte|bewerb*|beruf*|ausbildung|job|chance|schatten|seil|springseil|pferd*|reit*|turnen|ski',
        ],
      },
      {
        all: [
          'arm|arme|armen|haut|bein|beine|handgelenk*|oberschenkel|unterarm*',
          'blutet|bluten|blutig|aufgekratzt|aufgeschnitten|aufgeritzt|wunden|schnitte|klinge',
        ],
        within: 6,
        unless: [accident, 'arzt|pflege*|patient*|blut abnehm*|blutabnahme|spenden'],
      },
      {
        all: [
          'klinge|klingen|rasierklinge*|scherbe|scherben|messer|cutter',
          'mich|mir|arm|arme|haut|selbst',
        ],
        within: 4,
        unless: [
          accident,
          family,
          'bedroht|droht|wechseln|tausch*|scharf*|schleif*|werkzeug*|beruf*|ausbildung|koch*',
        ],
      },
      {
        all: ['vergift*|gift', 'mich|mir|selbst'],
        within: 3,
        unless: ['lebensmittel*|pilz*|essen|kantine|beruf*|chemie*|labor*|versehen*'],
      },
      {
        all: ['schlusstrich'],
        unless: ['beziehung|freund*|beruf*|ausbildung|job|schule|studium|firma'],
      },
      {
        all: [
          'weiterleben|weiterzuleben|weiter leben|uberleben',
          'nicht|kein|nie|wozu|warum|sinn|grund|lust|will',
        ],
        within: 4,
        unless: ['firma|betrieb|branche|beruf*|markt|pflanze*|tier*|zelle*|bakterie*|insolvenz'],
      },
      {
        all: ['nicht|nie', 'geboren', 'ware|war|wurde|wunsch*|besser|einfacher|lieber'],
        within: 4,
      },
      {
        all: [
          'niemand|keiner|kein mensch',
          'wurde|wurds|wirds',
          'merken|auffallen|mitbekommen|interessieren|kummern|fehlen',
        ],
        within: 5,
        unless: ['bewerb*|firma|betrieb|chef|arbeit|schule|unterricht|praktikum'],
      },
      {
        all: ['mude|satt|erschopft', 'vom leben|des lebens|vom dasein|zu leben|zu existieren'],
        within: 3,
      },
      {
        all: [
          'kill myself|want to die|end my life|end it all|wanna die|suicide|dont want to live|do not want to live|dont wanna live|no reason to live|hate my life|self harm|selfharm|cutting myself|cut myself|hurt myself',
        ],
      },
      {
        all: ['pulsader*|handgelenk*|arme aufschneiden|adern'],
        unless: ['anatomie|medizin*|pflege*|arzt|blut abnehm*|blutabnahme|mfa|lernen'],
      },
      {
        // Self-harm: cutting, hurting oneself on purpose.
        all: ['ritz*|geritzt|cutten|cutte|gecuttet|svv|selbstverletz*|selbst verletz*'],
        unless: [
          'glas*|stein*|holz|metall*|gravur*|gravier*|fliese*|boden*|fugen|tur|fenster|ritzel|kerbe|schrift|muster|lack|auto',
        ],
      },
      {
        all: [
          'schneide|schneid|schneiden|schneidest|geschnitten|aufschneiden|aufgeschnitten|aufzuschneiden|aufgeschlitzt',
          'mich|mir|arm|arme|armen|handgelenk*|bein|beine|oberschenkel|haut|selbst',
        ],
        within: 4,
        unless: [accident],
      },
      {
        all: [
          'verletz*',
          'mich|mir|selbst',
          'ich|will|absichtlich|wieder|immer|oft|manchmal|damit|muss|drang|aufhoren|selbst|heimlich|nachts',
        ],
        within: 5,
        unless: [
          accident,
          'verletzungsgefahr|verletzt mich|verletzen mich|er|sie|gefuhl*|worte|gesagt',
        ],
      },
      {
        all: [
          'weh|wehtun|wehzutun|wehtu|schmerz*',
          'mir|mich|selbst',
          'tu|tun|zu|zufugen|absichtlich|will|damit|selbst',
        ],
        within: 4,
        unless: [
          'tut|taten|tat|kopf|rucken|fus|fuse|knie|bauch|zahn*|zahne|nach|vom|beim|nacken|hals|auge*|ohr*|tuts|tutet',
        ],
      },
      {
        all: [
          'verbrenn*|brenn*|kratz*|beis*|schlage|schlag|haue|bestraf*',
          'mich|mir',
          'selbst|absichtlich|blutig|wund|zigarette*|feuerzeug|damit ich',
        ],
        within: 4,
        unless: ['beim|kochen|herd|ofen|grill*|sonne|sonnenbrand|vorschlag*|vor'],
      },
      {
        all: ['kopf', 'wand|tur|tisch', 'schlage|schlag|haue|hau|knall*|ramme'],
        within: 5,
        unless: ['fuhlt sich an|wie'],
      },
    ],
  ],
  [
    'sexual',
    [
      {
        all: [
          'vergewaltig*|missbraucht|missbrauch*|kindesmisbrauch|sextortion|cybergrooming|grooming|begrapsch*|grapsch*|begrabsch*|betatsch*|befummel*|ubergriff*|sexualisiert*|genotigt|notigung|nacktbild*|nacktfoto*|nacktvideo*|nudes|nudez|dickpic*|penisbild*|schwanzbild*',
        ],
        unless: [
          professional,
          'drogen*|alkohol*|medikament*|daten*|vertrauensmisbrauch|macht|amt*|titel|substanz*|missbrauchsgefahr|kreditkart*|konto',
        ],
        unlessAnywhere: [
          'drogenmisbrauch|alkoholmisbrauch|datenmisbrauch|machtmisbrauch|amtsmisbrauch',
        ],
      },
      {
        all: [
          'sexuell*|sex|sexy|intim*',
          'belastig*|angefasst|anfassen|anfast|fast|gefasst|bedrang*|gedrangt|uberredet|gezwungen|zwingt|zwingen|will|wollte|erpress*|ubergriff*|angemacht|anmacht|bilder|fotos|videos|druck|drangt|nachrichten|schreibt|geschrieben|kommentare|spruche|sachen|sagt|sagen|witze|anspielung*|zu mir',
        ],
        within: 5,
        unless: [
          'aufklarung|unterricht|biologie|sexualkunde|pädagog*|padagog*|orientierung|identitat',
        ],
      },
      {
        all: [
          'belastig*|bedrang*|angefasst|angegrabscht|angegrapscht|betatscht|befummelt|anfasst|fast mich an|fasst mich an|fasste mich an|beruhrt mich|hat mich beruhrt|angemacht',
          `${me}|brust|busen|po|hintern|arsch|intim*|korper|chef|lehrer|trainer|onkel|ausbilder|kollege|ehemann|typ|nachbar|stiefvater|vater|bruder|cousin|opa`,
        ],
        within: 5,
        unless: [
          'telefon*|werbung|anruf*|spam|larm|lautstark|kunden anrufe|hotline|newsletter|mails|e-mails|musik',
        ],
      },
      {
        all: [
          'nackt*|oben ohne|unterwasche|bikini|intime|freizugig*|bilder von mir|fotos von mir|video von mir|videos von mir|pics',
          'erpress*|droht|drohen|gedroht|bedroht|verbreit*|veroffentlich*|hochlad*|hochgeladen|schick*|geschickt|posten|gepostet|geleakt|leak*|fordert|verlangt|zwingt|weitergeleitet|rumgeschickt|rum|soll|will|wollte|geld',
        ],
        within: 7,
        unless: [
          'bewerb*|lebenslauf|portfolio|anschreiben|mappe|personal*|model*|fotograf*|shooting|kunst|aktzeichnen',
        ],
      },
      {
        all: [
          'fast|faste|fasst|beruhrt|grabscht|grapscht|tatscht|tatschelt',
          'mich|mir',
          'an|unten|brust|busen|po|hintern|intim*|zwischen|unter',
        ],
        within: 4,
        unless: [
          'fast alle|fast jeden|fast nichts|fast immer|fast nie|fast schon|fast ganz|nicht an',
        ],
      },
      {
        all: [
          'komisch*|seltsam*|eklig*|anzuglich*|unangenehm*|creepy|privat*|sexy|versaut*|perverse*|pervers',
          'nachrichten|fotos|bilder|pics|spruche|kommentare|angebote|fragen|beruhr*|blicke',
        ],
        within: 5,
        unless: [
          'vorstellungsgesprach*|bewerb*|kunden|gaste|beruf*|ausbildung als|studium|fotograf*',
        ],
      },
      {
        all: [
          'heimlich|versteckt*|ohne zu fragen|ohne erlaubnis|ohne dass ich|ohne mein',
          'fotos|foto|bilder|videos|video|gefilmt|filmt|fotografiert|aufgenommen',
        ],
        within: 5,
        unless: ['bewerb*|beruf*|fotograf*|kamera*|detektiv*'],
      },
      {
        all: [
          'gekusst|kussen|kusst|angefasst|anfassen|beruhrt|ausgezogen|ausziehen|festgehalten|gezogen',
          'obwohl ich|nicht wollte|gegen meinen willen|nein gesagt|ungefragt|ohne zu fragen|wollte das nicht|nicht will',
        ],
        within: 7,
        unless: ['ausbildung|beruf*|studium|schule|eltern wollen'],
      },
      {
        all: [
          'kotropfen|ko tropfen|drogen ins getrank|was ins getrank|etwas ins getrank|ins glas getan|was ins glas|etwas ins glas|ins getrank gemischt',
        ],
      },
      {
        all: [
          'niemandem sagen|niemandem erzahlen|niemandem verraten|keinem sagen|keinem erzahlen|geheim halten|unser geheimnis|unser kleines geheimnis|darf es keinem|darf es niemandem|soll es niemandem|soll es keinem',
          'treffen|fotos|bilder|anfassen|kerl|typ|er|onkel|trainer|lehrer|erwachsen*|alter*|internet|chat|schreibt|geschenke|geld',
        ],
        within: 8,
        unless: ['projekt|firma|bewerb*|geburtstag|uberraschung|party|geschenk fur'],
      },
      {
        all: [
          'kommt|kam|geht|platzt|schaut|guckt|starrt|beobachtet|filmt',
          'zimmer|bett|dusche|duschen|dusch*|bad|badezimmer|umkleide|umziehen|nackt',
        ],
        within: 8,
        unless: ['schicht|hotel*|pflege*|patient*|beruf*|hausmeister|reinigung|putz*'],
      },
      {
        all: ['gegromt|gegroomt|groomt|grooming|groomer*'],
      },
      {
        all: [
          'alter*|erwachsen*|fremd*|typ|kerl',
          'heimlich|geheim|niemandem|keinem|nicht verraten',
          'treffen|fotos|bilder|schreibt|chat*|videos|sachen',
        ],
        within: 8,
        unless: ['kollege* zum|bewerb*|praktikum*|chef zum gesprach'],
      },
      {
        all: ['sachen|dinge', 'nicht wollte|nicht will|nicht wolte|nicht machen wollte'],
        within: 6,
        unless: ['ausbildung|beruf*|studium|schule|eltern|job'],
      },
      {
        all: [
          'bilder|fotos|videos|bild|foto|video',
          'gedroht|droht|drohen|erpress*',
          'posten|verbreit*|schicken|verschick*|zeigen|hochlad*|veroffentlich*|weiterleiten|rumschicken|weiterschicken',
        ],
        within: 8,
      },
      {
        all: [
          'erpress*',
          'bild*|foto*|video*|pics|screenshot*|chat*|nachrichten|sachen|cam|webcam',
        ],
        within: 7,
      },
      {
        all: [
          'gegen meinen willen|obwohl ich nicht wollte|obwohl ich nein|ich wollte das nicht|nein gesagt',
        ],
        unless: ['ausbildung|beruf*|eltern wollen|studium'],
      },
      {
        all: [
          'nachts|nacht|abends|heimlich',
          'zimmer|bett|dusche|bad',
          'onkel|vater|stiefvater|bruder|cousin|opa|nachbar|ehemann|freund der familie|trainer|er',
        ],
        within: 8,
        unless: ['schicht*|arbeit|hotel*|pflege*|patient*|beruf*'],
      },
    ],
  ],
  [
    'violence',
    [
      {
        all: [hitting, 'mich|mir|ich|uns|mein*|meine mutter|meine schwester'],
        within: 4,
        unless: [
          'boxen|box*|kampfsport*|training|sparring|judo|karate|polizei*|polizist*|soldat*|bundeswehr|security|sicherheitsdienst*|turstehe*|beruf*|tennis|ball|trommel*|schlagzeug*|tiere*|teig|sahne|eier|nagel*|hammer|herz|herzschlag|schlage vor|schlagt vor|schlag vor|vorschlag*|vorschlagen|blitz|uhr|wurzel*|alarm|wellen|kamera|wurde mich|ausbildung|job|praktikum',
          schoolPlaces,
        ],
      },
      {
        all: [hitting, family],
        within: 5,
        unless: [
          'boxen|kampfsport*|polizei*|polizist*|sozialarbeit*|beruf*|ausbildung|studium|opfer*|betroffen*|menschen|helfen|frauenhaus*|einrichtung*|herz|vorschlag*|schlagt vor|tennis|ball|schlagzeug',
          schoolPlaces,
        ],
      },
      {
        all: [
          'wand|boden|tur|schrank|treppe|bett',
          'gedruckt|gestosen|geworfen|geschmissen|geschleudert|geschubst|gepresst|gedrangt',
          'mich|mir',
        ],
        within: 6,
        unless: ['sport|training|ringen|judo|kampfsport*|spiel|fusball|handball|eishockey'],
      },
      {
        all: [
          'angst|furcht|panik',
          'vor',
          'vater|mutter|papa|mama|stiefvater|stiefmutter|stiefpapa|eltern|bruder|freund|exfreund|partner|ehemann|onkel|zuhause|zu hause|daheim|nach hause|meiner familie',
        ],
        inOrder: true,
        within: 5,
      },
      {
        all: [
          'freund|exfreund|partner|ehemann|vater|mutter|papa|mama|stiefvater|stiefmutter|eltern|bruder|onkel|er|sie',
          'tut mir weh|tat mir weh|weh getan|tut mir gewalt|hat mir was angetan|tut mir was an|verletzt mich|drangsaliert mich|terrorisiert mich|quält mich|qualt mich',
        ],
        within: 5,
        unless: ['leid|tut mir leid|gefuhl*|worte|gesagt|beruf*|ausbildung'],
      },
      {
        all: [
          'angst|traue mich nicht|trau mich nicht|will nicht',
          'nach hause|heimzugehen|heim|nachhause|heimgehen',
        ],
        within: 5,
        unless: ['dunkel*|nachts allein|bus|bahn|weg|umzug|auszieh*|ausziehen'],
      },
      {
        all: [
          'kontrolliert|kontrolliert mein|droht|bedroht|erpresst|sperrt|sperren|eingesperrt|einsperr*|verfolgt|stalkt|stalker|stalking|beschimpft|erniedrigt|rastet|ausgerastet|brullt|schreit mich|schreien mich|wirft|geworfen|zerstort meine|nimmt mir',
          'freund|exfreund|ex|partner|ehemann|vater|mutter|papa|mama|stiefvater|stiefmutter|eltern|bruder|familie',
        ],
        within: 6,
        unless: ['beruf*|ausbildung*|studium|kunden|chef|firma|polizei*|noten'],
      },
      {
        all: [
          'droht*|gedroht|will|wird|bringt|sagt|wollen|werden',
          'mich',
          'umbringen|toten|abstechen|umlegen|kaputtschlagen|totschlagen|erwurgen',
        ],
        within: 6,
      },
      {
        all: [
          'er|sie|vater|mutter|papa|mama|stiefvater|freund|exfreund|bruder|onkel',
          'bringt|bringen|bring',
          'mich',
          'um',
        ],
        inOrder: true,
        within: 6,
      },
      {
        all: [
          'hauslich* gewalt|gewalt zuhause|gewalt zu hause|gewalt daheim|gewalt in der familie|gewalt in meiner|gewalt in unserer',
        ],
        unless: [professional, 'polizist*|polizei*|lernt|lernen|ausbildung|studium|beruf*|uber'],
      },
      {
        all: [
          'trinkt|besoffen|betrunken|sauft|alkohol*|drogen',
          'aggressiv*|gewalt*|schlagt|schreit|brullt|rastet|ausrasten|wirft|haut|angst',
        ],
        within: 8,
        unless: ['kunden|gaste|patient*|beruf*|ausbildung|polizei*'],
      },
      {
        all: [
          'zwangsheirat*|zwangsverheirat*|heiraten muss|verheiratet werden|ehrenmord|genitalverstumm*|beschneidung',
        ],
        unless: [professional],
      },
      {
        all: [
          'darf nicht|nicht erlaubt|verbieten mir|verbietet mir|sperren mich|lassen mich nicht',
          'raus|rausgehen|aus dem haus|haus verlassen|freunde treffen|essen',
        ],
        within: 6,
        unless: ['beruf*|ausbildung*|studium|praktikum|job|handy|zocken|party|feiern|spat*|abends'],
      },
    ],
  ],
  [
    'bullying',
    [
      {
        all: [
          'mobben|mobbt|gemobbt|mobbing|cybermobbing|bully|bullying|bullys|bullies|gebullied|gebullyt|bullien|mobbingopfer|cybermob*|mobbingattack*',
        ],
        unless: [
          'arbeiten|berufe|beruf|welcher beruf|pravention*|trainer*|beauftragt*|workshop*|hausarbeit|melden|arbeitsplatz|studium|lernt|uber mobbing|seminar*|projekt*|schulsozial*|sozialarbeit*|vortrag|referat|hausaufgabe*|aufsatz|thema|präsentation|prasentation|presentation|kurs|psycholog*|umgang mit|beruf*',
        ],
      },
      {
        all: [
          'lachen|lacht|lachten|auslach*|ausgelacht|beleidig*|beschimpf*|lastern|lastert|schubs*|schlagen|schlagt|verprugel*|prugel*|hanseln|hanselt|gehanselt|ausgeschlos*|ausgegrenzt|ausgrenz*|ignorier*|fertig|fertigmachen|fertiggemacht|erniedrig*|demutig*|bedroh*|drohen|hassen|hasst|ekeln|abziehen|abgezogen|spucken|anspuck*|bewerfen|verarsch*|lustig|schikan*|disst|dissen|gedisst|fotografieren|filmen|gefilmt|treten|geschlagen|gehauen|hauen|schmeisen|werfen',
          'mich|mir|uber mich|von mir',
          `${schoolPlaces}|alle|andere*|die anderen|leute|jeden tag|jede pause|immer|standig|wieder|schon wieder|jeden|seit|monaten|wochen|lehrer*|ausbilder*`,
        ],
        within: 8,
        unless: [
          'vorschlag*|schlage vor|sprachen|witze|kunden|zuschauer|publikum|clown*|comedian|komik*|schauspiel*|kamera*|fotograf*|ausbildung als|beruf als',
        ],
      },
      {
        all: [
          'fake|fakeprofil*|fakeaccount*|fake profil|fake account',
          'von mir|uber mich|mich|meinem namen',
        ],
        within: 4,
      },
      {
        all: [
          'beleidig*|beschimpf*|hansel*|schikan*|demutig*|erniedrig*|drangsalier*|terrorisier*|mobben|verarsch*|dissen',
          'mich|mir',
        ],
        within: 2,
        unless: ['kunden|gaste|patient*|beruf*'],
      },
      {
        all: ['lachen|lacht|lachten', 'mich', 'aus'],
        inOrder: true,
        within: 4,
      },
      {
        all: [
          'lachen|lacht|lachten|lastern|lastert|reden|redet|tuscheln|tuschelt|witze|spruche|memes|scherze|posten|postet|geruchte|lugen|hetzen|hetze|lustig',
          'uber mich|hinter meinem rucken',
        ],
        within: 3,
        unless: ['kunden|gaste|publikum|zuschauer'],
      },
      {
        all: ['schlies*|schlos*|grenzen|grenzt', 'mich', 'aus'],
        inOrder: true,
        within: 5,
        unless: ['tur|fenster|laden|firma|auto|zimmer|schrank'],
      },
      {
        all: ['ziehen|zieht|zogen', 'mich', 'ab'],
        inOrder: true,
        within: 5,
      },
      {
        all: [
          'macht|machen|machte|machten|gemacht',
          'mich',
          'runter|fertig|nieder|klein|lacherlich|zur sau|zum gespott|schlecht',
        ],
        inOrder: true,
        within: 5,
        unless: ['mache mich|fertig fur|fertig zum|fertig machen fur'],
      },
      {
        all: [
          'fertig|fertig gemacht|runtermachen|runtergemacht|niedermachen',
          'machen|macht|gemacht|machte|machten|werde|wurde|werden',
          'mich|ich',
        ],
        within: 4,
      },
      {
        all: [
          'niemand|keiner|kein mensch|keine sau',
          'redet|spricht|spielt|sitzt|will|wollte|halt',
          'mit mir|neben mir|zu mir|mich',
        ],
        within: 5,
        unless: ['ausbildung|beruf*|firma|bewerb*|antwort*|zuruck|meldet'],
      },
      {
        all: [
          'hasslich|hasliche|fett|fette|dumm|dumme|behindert|opfer|loser|ekelhaft|missgeburt|spast*|schlampe|hure|nutte|freak|streber|schwuchtel|kanak*|stinker|stinke',
          'nennen|nennt|genannt|sagen|sagt|gesagt|schreiben|schreibt|geschrieben|rufen|ruft|beschimpf*|lachen|lastern|posten|kommentier*',
          'mich|ich|mir',
        ],
        within: 7,
        unless: ['kunden|gaste|patient*|beruf*|obwohl|finde mich|fuhle mich|fuhl mich'],
      },
      {
        all: [
          'ausgegrenzt|ausgeschlos*|gemieden|schikaniert|gedisst|beleidigt|ausgelacht|verarscht|bedroht|abgezogen|gehanselt|fertiggemacht|geschubst|verprugelt|bespuckt|angespuckt|ausgenutzt',
          'werde|wurde|worden|werd|ich|mich',
        ],
        within: 7,
        unless: [
          'bewerb*|absage*|firma|betrieb|email|mail|antwort|uni|hochschule|studium|prufung|kurs|verfahren|auswahl*|test|ausbildungsplatz|wettbewerb|turnier',
        ],
      },
      {
        all: [
          'post*|schreib*|verbreit*|erzahl*|teilen|geteilt',
          'uber mich|von mir',
          'fies*|gemein*|peinlich*|lugen|geruchte|hass*|beleidig*|scheise|scheis*|mist',
        ],
        within: 7,
      },
    ],
  ],
  [
    'eating',
    [
      {
        all: [
          'magersucht*|magersuchtig*|anorex*|bulimi*|esstorung*|essstorung*|esbrech*|binge*|fresattack*|fresanfal*|fressucht|heishungerattack*|proana|pro ana|pro mia|thinspo*|abfuhrmittel|abfuhrtabletten|kotzen nach dem essen',
        ],
        unless: [professional, 'ernahrungs*|diatassistent*|ökotroph*|okotroph*'],
      },
      {
        all: [
          'esse|essen|gegessen|futter|frühstuck|fruhstuck|mittag|mahlzeit*',
          'nichts|kaum|nichts mehr|nicht mehr|seit tagen|seit gestern|seit wochen|nur noch|fast nichts|wenig|zu viel|verboten|verbiete|darf nicht|nichts essen|heimlich',
        ],
        within: 4,
        unless: [
          'gern*|kantine|beruf*|koch*|mittagspause|pause|fleisch|vegan*|vegetar*|schweinefleisch|halal|fisch|gemuse|schicht*|zeit|ramadan|fasten|scharf|sus|sus*|obst|brot|kuchen|essenszeit|restaurant|gaste|kunden|tier*|hund|katze|pferd*',
        ],
        unlessAnywhere: [
          'koch|koche|kochen|ausbildung als|gastronomie|hotel*|restaurant*|lebensmittel*|ramadan|fasten|fastenzeit|tagsuber',
        ],
      },
      {
        all: [
          'kotz*|erbrech*|ubergeb*|spuck*|brech*',
          'essen|absichtlich|finger|hals|extra|abnehm*|dunn*|fett|kalorien|jedes mal|jeder mahlzeit|immer nach|heimlich',
        ],
        within: 6,
        unless: [
          'krank|schwanger|magen*|bus|autofahren|auto|fliegen|seekrank|ubel|alkohol|besoffen|feier|party|virus|grippe|patient*|pflege*',
        ],
      },
      {
        all: [
          'fett|dick|zu fett|zu dick|fetter|dicker|schwabbel*|wal',
          'fuhl*|bin|hasse|ekel*|finde|sehe|aussehe',
          'abnehm*|hunger*|hungern|essen|korper|spiegel|wiege|wiegen|kilo|kg|kalorien|dunner|dunn|diat|ekel*|hasse|nichts|untergewicht|obwohl',
        ],
        within: 8,
        unless: ['polizei*|bundeswehr|beruf*|ausbildung|sport*|fitnes*|trainer*|model*'],
      },
      {
        all: [
          'essen|esse|mahlzeit*',
          'horror|albtraum|alptraum|qual|folter|feind|angst|panik|ekel*',
        ],
        within: 6,
        unless: [
          'kantine|schul*|mensa|gericht|restaurant|kochen|geschmack|kunden|gaste|koch*|beruf*',
        ],
      },
      {
        all: [
          'fuhl*|finde|bin|sehe|fuhle',
          'mich fett|zu fett|so fett|fett aus|zu dick|so dick|dick aus|mich dick|fett an',
        ],
        within: 3,
        unless: ['polizei*|bundeswehr|beruf*|sport*|fitnes*|trainer*|model*|ausbildung|uniform'],
      },
      {
        all: [
          'zunehme|zunehmen|zuzunehmen|zugenommen|dick werde|fett werde|dick werden|fett werden',
          'nicht|angst|damit|panik|blos|bloss|keinesfalls|auf keinen fall|hasse|ekel*',
        ],
        within: 4,
        unless: [career, 'schicht*|muskel*|sport*|fitnes*|training'],
      },
      {
        all: ['finger', 'hals|rachen'],
        within: 4,
        unless: ['arzt|hno|untersuch*'],
      },
      {
        all: [
          'fresse|fres|fressen|frisst|fresattacke*|stopfe|stopfen|reinstopfen',
          'in mich rein|alles|heimlich|hasse|ekel*|schuldig|danach|kotz*|nicht aufhoren',
        ],
        within: 6,
        unless: ['tier*|hund|katze|pferd*|kuh|kuhe|schwein*|futter'],
      },
      {
        all: [
          'hasse|ekel*|hass|verabscheu*|schame mich',
          'mein*|mich',
          'korper|aussehen|spiegelbild|bauch|oberschenkel|figur|gewicht|beine|arme|hufte*',
        ],
        within: 4,
      },
      {
        all: [
          'hunger|hungere|hungern|hungert|gehungert|verhunger*|hungerst|hungerkur',
          'mich|absichtlich|selbst|tagelang|seit|dunner|abnehm*|fett|dunn|kilo|kg|wochen|tage',
        ],
        within: 5,
        unless: [
          'vor hunger|sterbe|hunger auf|pause|mittag*|kantine|essen gehen|hungerlohn|welt*|afrika|menschen',
        ],
      },
      {
        all: [
          'kalorien|kcal|gewicht|wiege|wiegen|abnehm*|abgenommen|kilo|kg|zunehmen|zuzunehmen|zugenommen|dunner|essen|esse|gegessen',
          'zwang*|besessen|panik|angst|nur noch|jeden tag|standig|immer|darf nicht|verboten|schuldig|schuld|schuldgefuhl*|hasse|ekel*|heimlich|bestrafe|nichts|unter|ganze zeit|nur an|immer an|denke|noch mehr|immer mehr|nicht genug|weiter',
        ],
        within: 5,
        unlessAnywhere: ['ramadan|fasten|fastenzeit|fastenmonat|intervallfasten|tagsuber'],
        unless: [
          'wissenschaft*|diatetik*|ernahrung*|beruf*|studium|ausbildung|koch*|fitness*|trainer*|sport*|model*|polizei*|bundeswehr|gewichtheben|pilot*|fahrzeug*|lkw|paket*|heben|tragen|gewichtsklasse|arbeitszeit|verdien*|gehalt|pause',
        ],
      },
    ],
  ],
  [
    'despair',
    [
      {
        all: [
          'ich',
          'kann',
          'nicht mehr|einfach nicht mehr|echt nicht mehr|so nicht mehr|wirklich nicht mehr|bald nicht mehr|langsam nicht mehr|nicht mehr weiter',
        ],
        inOrder: true,
        within: 4,
        closes: true,
      },
      {
        all: [
          'will|mag',
          'nicht mehr|einfach nicht mehr|echt nicht mehr|so nicht mehr|wirklich nicht mehr|kein lust mehr',
        ],
        inOrder: true,
        within: 3,
        closes: true,
        unless: ['beruf*|ausbildung|studium|job|schule|praktikum|arbeiten'],
      },
      {
        all: ['kein lust|kein kraft|kein energie|kein sinn', 'mehr'],
        inOrder: true,
        within: 2,
        closes: true,
      },
      {
        all: [
          'kein lust|kein kraft|kein bock|kein sinn|kein energie|kein nerv',
          'alles|allem|nichts|existieren|auf mich|gar nichts|irgendwas|ueberhaupt nichts|aufstehen|mehr zu|mehr auf nichts',
        ],
        within: 4,
        unless: [career, 'schule|lernen|hausaufgabe*|mathe|deutsch|englisch|uni'],
      },
      {
        all: [
          'bin|sind|ist',
          'am ende|am boden|am limit|innerlich tot|fertig mit allem|fertig mit der welt|am verzweifeln',
        ],
        within: 3,
        inOrder: true,
        unless: [
          'ende meiner|ende meines|geduld|anschreiben|ende der|ende des|ende dieser|ende meiner ausbildung|ende vom|ende von|ende jeder|ende eines|ende einer|ende mit meiner ausbildung|ende mit der schule|am ende bin',
        ],
      },
      {
        all: [
          'bin|sind|ist|fuhl*',
          'kaputt|zerstort|leer|erschopft von allem|hoffnungslos|am boden zerstort',
        ],
        within: 3,
        inOrder: true,
        unless: [
          career,
          'schicht|arbeit|training|sport|mude|schlaf*|handy|akku|auto|fahrrad|drucker|laptop|computer|pc|gerat|batterie|tank|flasche|konto',
        ],
      },
      {
        all: ['verzweifelt|verzweifel*|verloren|verzweiflung'],
        unlessAnywhere: [
          career,
          'schule|noten|mathe|prufung*|klausur*|aufgabe|schulzeit|arbeitsmarkt|text|weg',
        ],
      },
      {
        all: ['ende|fertig|am limit', 'kraft|krafte|kraften|nerven'],
        within: 3,
      },
      {
        all: [
          'innerlich',
          'tot|kaputt|zerbreche|zerbrochen|leer|zerrissen|stirbt|sterbe|schreie|am ende|zerstort',
        ],
        within: 3,
      },
      {
        all: [
          'wird|werde|wirds',
          'nie|nicht mehr|niemals|nie wieder',
          'besser|gut|gluklich|glucklich',
        ],
        inOrder: true,
        within: 3,
        unless: [career, 'noten|note|mathe|deutsch|englisch|sport|fach|zeugnis|wetter'],
      },
      {
        all: [
          'halte|halt|aushalten|aushalte|ertrage|ertrag|ertragen|packe|pack|schaffe|schaf|aus',
          'nicht mehr|nimmer|nicht lange|nicht langer',
        ],
        within: 4,
        unless: [
          career,
          'schule|prufung*|termin|zeit|frist|deadline|anmeld*|haltestelle|rechtzeitig|bus|zug|akku|klausur*|test|hausaufgabe*|mathe|urlaub|ferien|warten',
        ],
      },
      {
        all: [
          'weiß',
          'nicht mehr|nicht|echt nicht',
          'weiter|ein noch aus|was ich machen soll mit mir|wohin mit mir',
        ],
        within: 4,
        inOrder: true,
        unless: [career, 'schule|klausur|prufung*|aufgabe|mathe|text|ort|weg'],
      },
      {
        all: [
          'sinnlos|hoffnungslos|ausweglos|perspektivlos|lebensunlust|depri|deprimiert|niedergeschlagen|am boden zerstort|verloren',
        ],
        unless: [
          career,
          'schule|noten|mathe|prufung*|klausur*|diskussion|streit|frage|aufgabe|arbeitsmarkt|markt|lage|situation|wie',
        ],
      },
      {
        all: [
          'depression*|depressiv*|panikattack*|angststorung*|burnout|burn out|borderline|trauma|traumatisiert|ptbs|suchtig nach',
        ],
        unless: [
          career,
          professional,
          'macht|machen|wird man|lehrern|haufig|verbreitet|lernt man|lernen|unterricht|uber depression*|uber burnout|uber panik*|trotzdem|voraussetzung*|zulassung*|ausschlus*|polizei*|bundeswehr|verbeamt*|gesundheitsprufung|amtsarzt|tauglich*|eignung*|werden',
        ],
      },
      {
        all: [
          'einsam|allein|alleine|isoliert|verlassen',
          'so|total|voll|ganz|immer|fuhl*|bin|mega|richtig|komplett|nur noch|jeden tag|niemand|keiner|kein freund*|kein freunde',
        ],
        within: 3,
        unless: [
          'arbeiten|arbeit|wohnen|wohnung|beruf*|selbststandig|team|lieber|gern*|kann|konnen|stadt|umzug|ziehen|reisen|urlaub|schicht*|nachtdienst|homeoffice|ausbildung|verlassen auf|verlassen kann|verlassen konnen|schule verlassen|schule verlase|haus verlassen',
        ],
      },
      {
        all: [
          'hasse|verabscheu*|ekel mich',
          'mich|mein leben|mein ganzes leben|mein dasein|mich selbst|alles an mir|mein eigenes leben',
        ],
        within: 3,
      },
      {
        all: [
          'wertlos|nutzlos|uberflusig|nichtsnutz|bin ein fehler|bin nur ein fehler|eine last|nur eine last|bin nichts wert|nichts wert|versager|versagerin|enttauschung fur alle',
        ],
        unless: [
          'beruf*|mathe|in mathe|deutsch|englisch|sport|fach|welcher|firma|bewerb*|lebenslauf|fehler im|fehler in|fehler bei|aktie*|geld|auto|handy|abschlus*|zeugnis',
        ],
      },
      {
        all: [
          'niemand|keiner|kein mensch|keine sau',
          'versteht|hilft|liebt|braucht|interessiert|vermisst|mag|bemerkt|merkt|hort|sieht|kummert',
          'mich|mir',
        ],
        within: 5,
        unless: [
          'bewerb*|firma|betrieb|ausbildung|antwortet|meldet|anruf*|absage*|zuruck|aussprache|dialekt|deutsch|englisch|akzent',
        ],
      },
      {
        all: [
          'heul|heule|heulen|geheult|weine|weinen|weinte|geweint|flenne|flennen',
          'jeden tag|jede nacht|jeden abend|nur noch|standig|immer|nachts|ganze zeit|ohne grund|dauernd|abends|stundenlang|die ganze nacht|in den schlaf|nicht aufhoren|mich',
        ],
        within: 5,
        unless: ['zwiebel*|film|serie|buch|vor lachen|lachen|freude|gluck*'],
      },
      {
        all: [
          'alles',
          'zu viel|zuviel|egal|sinnlos|scheisse|kacke|mist|kaputt|vorbei|schwarz|dunkel|grau|hoffnungslos|zusammen|uber den kopf|zu schwer|wachst mir',
        ],
        within: 3,
        unless: [
          career,
          'schule|lernen|prufung*|klausur*|hausaufgabe*|schulstress|gemacht|versucht|gegeben|essen|gericht*|farbe*|kleidung|outfit|schwarz-weis',
        ],
      },
      {
        all: [
          'leben|dasein|existenz|welt',
          'scheisse|kacke|mist|vorbei|zerstort|kaputt|hoffnungslos|sinnlos|die holle|ein albtraum|ein alptraum|dunkel|grau|leer|unertraglich|bedeutungslos|keinen sinn|kein sinn',
        ],
        within: 4,
        unless: [
          'arbeitswelt|berufsleben|berufswelt|studentenleben|azubileben|azubi*|ausbildung|beruf*|alltag als',
        ],
      },
      {
        all: [
          'fuhl*|fuhle',
          'nichts mehr|gar nichts|nichts|leer|wertlos|nutzlos|einsam|allein|tot|hoffnungslos|verloren|schrecklich|furchtbar|elend|scheisse|beschissen|kaputt|zerrissen|gefangen|wie ein nichts|wie nichts|so schwer|dreckig|hilflos|unsichtbar|uberflusig|ausgebrannt|innerlich|schuldig an allem',
        ],
        within: 4,
        unless: [
          career,
          'schicht|nach dem sport|nach dem training|muskel*|rucken|erkaltung|grippe|krank',
        ],
      },
      {
        all: [
          'traurig|unglucklich|bedruckt|down|niedergeschlagen',
          'nur noch|immer|standig|jeden tag|so|total|richtig|mega|voll|extrem|seit wochen|seit monaten|die ganze zeit|einfach',
        ],
        within: 3,
        unless: [career, 'film|buch|serie|abschied|ferien|urlaub|vorbei|weil|dass|das'],
      },
      {
        all: [
          'geht|ging|gehen',
          'schlecht|scheisse|mies|dreckig|beschissen|kacke|nicht gut|elend|richtig schlecht|so schlecht|total schlecht|uberhaupt nicht gut|gar nicht gut',
          'mir|ich',
        ],
        within: 4,
        unless: [
          career,
          'finanziel*|geld|noten|note|wirtschaft*|deutsch|mathe|englisch|physik|chemie|bio|fach|fachern|magen|bauch|kopf|erkaltet|erkaltung|grippe|krank|fieber|zahn*|allergie',
        ],
      },
      {
        all: [
          'kein ausweg|kein zukunft|kein hoffnung|kein perspektive|kein licht|kein sinn mehr|ausweglos',
          me,
        ],
        within: 6,
        unless: [
          career,
          'klima*|welt|automatisier*|ki|zukunftssicher|zukunftsfahig|handwerk|digital*',
        ],
      },
      {
        all: [
          'breche|bricht|brech|zerbreche|zerbricht|falle|fallt',
          'zusammen|auseinander|in ein loch|in ein tiefes loch',
        ],
        within: 4,
        unless: [career, 'firma|markt|system|server|netz|wirtschaft|gerust|haus|gebaude|brucke'],
      },
      {
        all: [
          'angst|panik',
          'standig|immer|jeden tag|nur noch|so gros|so sehr|panik|schlafen|atmen|luft|herzrasen|zittere|zittern|keine luft|die ganze zeit|ganze zeit',
        ],
        within: 4,
        unless: [
          career,
          'prufung*|vorstellung*|gesprach|test|klausur*|referat|prasentation|vortrag|fliegen|spinnen|hund*|hohe|dunkel|zahnarzt|zukunft|schule|noten|job|mathe|arbeit',
        ],
      },
      {
        all: [
          'help|hilfe|helft',
          'mir|mich|ich|bitte|dringend|sofort|schnell',
          'schlecht|nicht mehr|kaputt|kann nicht|halte|weiter|sterben|angst|allein|niemand|keiner',
        ],
        within: 6,
        unless: [career, 'bewerb*|lebenslauf|anschreiben|hausaufgabe*|mathe|aufgabe'],
      },
      {
        all: [
          'niemand wurde es merken|keiner wurde es merken|es wurde niemand merken|wurde keiner merken|keiner merkt es|niemand merkt es',
        ],
      },
    ],
  ],
];
