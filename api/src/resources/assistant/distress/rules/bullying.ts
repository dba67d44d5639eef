import type { Rule } from '../match.ts';
import { schoolPlaces, professional, jobWords } from './groups.ts';

/** Bullying, at school, at work and online. */
export const bullyingRules: Rule[] = [
  {
    all: [
      'mobben|mobbt|gemobbt|mobbing|cybermobbing|bully|bullying|bullys|bullies|gebullied|gebullyt|bullien|mobbingopfer|cybermob*|mobbingattack*',
    ],
    unless: [
      'arbeiten|berufe|beruf|welcher beruf|pravention*|trainer*|beauftragt*|workshop*|hausarbeit|melden|arbeitsplatz|studium|lernt|uber mobbing|seminar*|projekt*|schulsozial*|sozialarbeit*|vortrag|referat|hausaufgabe*|aufsatz|thema|präsentation|prasentation|presentation|kurs|psycholog*|umgang mit',
      // Speaking up for others: 'ich bin Klassensprecher und will was gegen Mobbing tun'.
      'gegen mobbing|gegen cybermobbing|anti mobbing|antimobbing*|klassensprecher*|schulsprecher*|schulervertret*|streitschlicht*|mobbingpat*',
    ],
  },
  {
    all: [
      'lachen|lacht|lachten|gelacht|auslach*|ausgelacht|beleidig*|beschimpf*|lastern|lastert|schubs*|schlagen|schlagt|verprugel*|prugel*|hanseln|hanselt|gehanselt|ausgeschlos*|ausgegrenzt|ausgrenz*|ignorier*|fertig|fertigmachen|fertiggemacht|erniedrig*|demutig*|bedroh*|drohen|hassen|hasst|ekeln|abziehen|abgezogen|spucken|anspuck*|bewerfen|verarsch*|lustig|schikan*|disst|dissen|gedisst|fotografieren|filmen|gefilmt|treten|geschlagen|gehauen|hauen|schmeisen|werfen',
      'mich|mir|uber mich|von mir',
      `${schoolPlaces}|alle|andere*|die anderen|leute|jeden tag|jede pause|immer|standig|wieder|schon wieder|jeden|seit|monaten|wochen|lehrer*|ausbilder*`,
    ],
    within: 8,
    unless: [
      'vorschlag*|schlage vor|sprachen|witze|zusammen|gefallt|viel|kunden|zuschauer|publikum|clown*|comedian|komik*|schauspiel*|kamera*|fotograf*|ausbildung als|beruf als',
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
    unless: [
      'mache mich|fertig fur|fertig zum|fertig machen fur|ausbildung macht|schule macht|arbeit macht|job macht|stress macht|lernen macht|hitze macht|schicht macht|studium macht|praktikum macht',
    ],
  },
  {
    all: [
      'fertig|fertig gemacht|runtermachen|runtergemacht|niedermachen',
      'machen|macht|gemacht|machte|machten|werde|wurde|werden',
      'mich|ich',
    ],
    within: 4,
    unless: [
      'ausbildung macht|schule macht|arbeit macht|job macht|stress macht|lernen macht|hitze macht|schicht macht|studium macht|praktikum macht',
    ],
  },
  {
    all: [
      'fertig gemacht|fertiggemacht|runtergemacht|niedergemacht',
      'werde|wurde|werd|worden',
      'ich|mich',
    ],
    within: 8,
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
  {
    // Not a bare "hate": folded, the German "hätte" and "hatte" read the same.
    all: [
      'hasnachricht*|haskommentar*|hatenachricht*|hatekommentar*|hate kommentare|hate nachrichten|shitstorm|drohnachricht*|drohbrief*|beleidigende nachrichten',
      'mir|mich|ich|uber mich|gegen mich',
    ],
    within: 5,
  },
  {
    // A group against one: 'die ganze klasse lacht', 'alle lästern über mich', 'jeder hackt auf mir rum'.
    all: [
      'die|alle|sie|andere|anderen|ganze|jeder|jede|keiner|niemand|klasse|stufe|mitschuler*|kollegen|kolleginnen|azubis|jungs|madchen|leute|gesellen|halbe schule|gruppe',
      'lachen|lacht|lachten|auslach*|ausgelacht|lastern|lastert|gelastert|hansel*|aufzieh*|ziehen mich|machen sich lustig|macht sich lustig|lustig uber|lustig gemacht|beleidig*|beschimpf*|schikan*|mobb*|ausgrenz*|ausgegrenzt|ausgeschlos*|schliesen mich aus|verarsch*|dissen|disst|gedisst|nachaff*|affen mich|spuck*|angespuckt|schubs*|hacken|hackt|tuschel*|hetzen gegen|hetzt gegen|argern|argert mich|machen mich fertig|machen mich komplett fertig|fertigmachen|fertiggemacht|runtermach*|hassnachricht*|hasskommentar*|hassgrupp*|memes|gerucht*|lugen|terroris*|rumgeschickt|rumschick*',
      'mich|mir|mein|meine|meinen|meinem|meiner|ich',
    ],
    within: 8,
    unless: [
      professional,
      'kunden|gaste|patient*|zuschauer|publikum|comedian|clown*|witz*|beruf|berufe|ausbildung als|lehrer werden|lehrerin werden|arbeiten als|film|serie|zusammen|gefallt|viel|mag ich|cool|nett|mit mir lachen|mitlachen|lachen mit|spass|spas|prufung*|klausur*|stress|noten|haha',
    ],
  },
  {
    all: [
      'hasst|hassen|hassten|hasst mich|mogen mich nicht|mag mich keiner|mag mich niemand',
      'mich|mir',
    ],
    within: 3,
    unless: ['chef|lehrer|kunden'],
  },
  {
    all: ['aussenseiter*|ausenseiter*|ausgestosen|ausgegrenzt|ausgelacht|gemobbt'],
    personal: true,
    within: 6,
    unlessNegated: true,
    unless: [professional],
  },
  {
    all: [
      'keiner|niemand|kein mensch|nie',
      'will|mag|redet|spricht|sitzen|sitzt|dabei|mitmachen|mitspielen|gruppenarbeit',
      'mit mir|neben mir|mich|dabei haben|mich dabei',
    ],
    within: 6,
    unless: [
      jobWords,
      'einstellen|nehmen|ausbilden|zusage|absage|ausbildungsplatz|lehrstelle|praktikumsplatz|telefon*|meldet|zuruck',
    ],
  },
  {
    all: [
      'nennen|nennt|genannt|sagen|rufen|schreiben|beschimpf*|beleidig*',
      'mich|mir|zu mir',
      'fettsack|fett|hasslich|behindert|opfer|freak|loser|spast*|missgeburt|hurensohn|schlampe|hure|lesbe|schwuchtel|dumm|kanake|fotze|streber|versager|asozial|assi',
    ],
    within: 6,
    unless: [professional],
  },
  {
    all: [
      'trau mich nicht|traue mich nicht|angst|will nicht mehr|geh nicht mehr|gehe nicht mehr',
      'schule|klasse|pause|bus|schulbus|berufsschule|betrieb|umkleide',
      'wegen denen|wegen den|wegen der|wegen mein*|weil die|weil alle|die anderen|wegen ihnen',
    ],
    within: 8,
    unless: ['prufung*|klausur*|noten|test|mathe|lehrer|stoff'],
  },
  {
    all: [
      'stotter*|akzent|gewicht|hautfarbe|religion|kopftuch|klamotten|kleidung|zahne|zahnspange|aussehen|brille|pickel|nase|figur|herkunft|sexualitat|schwul|lesbisch|trans|behinderung',
      'wegen|uber|weil',
      'lach*|lastern|hansel*|aufzieh*|lustig|beleidig*|beschimpf*|schikan*|mobb*|fertig*|ausgelacht|geargert|ziehen',
    ],
    within: 8,
    unless: [professional, jobWords],
  },
  {
    all: [
      'werde|werd|wurde|wurd|bin',
      'geargert|geschubst|beleidigt|ausgelacht|gehanselt|gemobbt|gemobt|schikaniert|verarscht|fertiggemacht|fertig gemacht|ausgegrenzt|beschimpft|bedroht|geschlagen|verprugelt|getreten|angespuckt|abgezogen|rausgeworfen|rausgeschmissen|geschmissen',
    ],
    within: 6,
    unlessNegated: true,
    unless: [professional, 'kunden|gaste|patient*|bewerb*|auswahl*|beruf|berufe|ausbildung als'],
  },
  {
    // Told to vanish or die: 'die sagen ich soll verschwinden'.
    all: [
      'sagen|sagt|schreiben|schreibt|meinen|rufen|gesagt|geschrieben',
      'ich soll|ich sollte|ich solle|soll ich|ich muss',
      'verschwinden|sterben|mich umbringen|abhauen|verpissen|verrecken|mich toten|mich erhangen|weg',
    ],
    within: 6,
    unless: [jobWords, 'chef|kunden|lehrer'],
  },
  {
    all: [
      'post*|gepostet|teilen|geteilt|verschickt|rumgeschickt|hochgeladen|gestellt|reingestellt|geschickt',
      'foto|fotos|bild|bilder|video|videos',
      'gemein*|peinlich*|hass*|lustig|lachen|spruche|kommentare|beleidig*|verarsch*|memes',
    ],
    within: 8,
    personal: true,
    unless: [jobWords, 'kunden|firma|insta*fotograf*'],
  },
  {
    all: [
      'gruppe|klassengruppe|gruppenchat|chat|klassenchat',
      'rausgeworfen|rausgeschmissen|geschmissen|entfernt|gekickt|ausgeschlossen|blockiert',
    ],
    within: 6,
    personal: true,
    unless: [jobWords],
  },
  {
    all: [
      'opfer|loser|witzfigur|depp|lachnummer|zielscheibe|sundenbock|punchingball|fusabtreter',
      `${schoolPlaces}|alle|immer|jeden tag|fur alle`,
    ],
    within: 5,
    personal: true,
    unless: [professional, 'opfer von|gewaltopfer|opferhilfe|verkehr*|unfall*|helfen'],
  },
  {
    all: [
      'eingesperrt|eingeschlossen|weggesperrt|ausgesperrt',
      'mich',
      `${schoolPlaces}|klo|toilette|umkleide|keller|spind|schrank|die|sie`,
    ],
    within: 6,
    unless: ['vater|mutter|papa|mama|eltern|stiefvater|zuhause|hause|versehen*|schlussel'],
  },
];
