/** Word groups more than one situation's rules use (folded like the message). */

/** First person: the message is about the writer. */
export const me = 'ich|mich|mir|mein*';

/** Someone writing about the work or a lesson, not about themselves. */
export const professional =
  'menschen|leuten|leute|person*|patient*|klient*|betroffen*|pravention*|praventiv*|jugendliche*|kindern|opfern|forschung|statistik*|umgang|thema|referat|vortrag|hausarbeit|aufsatz|seminar*|fortbildung*|weiterbildung*|fachkraft*|schulung*|notfall*|sanitater*|rettungs*|polizist*|polizei*|pfleger*|pflegekraft*|notarzt*|feuerwehr*|klinik fur|station fur|praxis fur|therapeut*';

/** Words of the career question that make a weak sign (despair) an everyday worry. */
export const jobWords =
  'anschreiben|lebenslauf|jobsuche|stellensuche|geduld|beruf*|ausbildung*|studium|studier*|studieng*|job*|bewerb*|praktikum*|azubi*|lehrstell*|arbeitgeber*|firma|firmen|betrieb*|abschlus*|abi|abitur|zeugnis*|noten|gehalt|verdien*|unternehmen|hochschul*|uni|vorstellungsgesprach*|probezeit|kundigung|kundigen|wechseln|zukunftsaussicht*|branche';

/** The same with 'werden' ('Erzieherin werden'), too common for the rules that need 'werden'. */
export const career = `${jobWords}|werden`;

/** Accidents and chores: 'beim Praktikum geschnitten', 'Haare schneiden'. */
export const accident =
  'beim|versehen*|versehentlich|unfall*|praktikum*|arbeit|finger|papier|kochen|kuche|haare|haar|frisur|friseur*|gemuse|zwiebel*|brot|fleisch|stoff|holz|hecke|rasen|sport|fusball|training|knie|rucken|schulter|gefahr*|gefahrlich|risiko|werkstatt|messer am|glas|scherbe*|dose|blech|schlitten|fahrrad';

export const family =
  'vater|mutter|papa|papi|mama|mami|stiefvater|stiefmutter|stiefpapa|eltern|bruder|schwester|onkel|tante|opa|oma|cousin|freund|exfreund|ex|partner|ehemann|familie|hause|zuhause|daheim|er|sie';

export const hitting =
  'schlagt|schlagen|geschlagen|schlug|schlage mich|schlage|prugel|hiebe|hau|haut mich|haue|haut|gehauen|verhaut|verhauen|verprugel*|prugel*|tritt|treten|getreten|wurg*|gewurgt|ohrfeig*|geohrfeigt|schubs*|gestosen|runtergestosen|stost mich|misshandel*|mishandel*|gewalt|gewalttat*|gewaltsam|aggressiv*|verletzt mich|blaue flecken|blauen flecken|geknallt|gescheuert|gepackt|am hals|packt mich|geschuttelt|schuttelt mich|an den haaren|haare gezogen|gelangt|eine reingehauen|eine runtergehauen|fauste|faust|faustschlag*';

export const schoolPlaces =
  'schule|klasse|klassenkamerad*|mitschuler*|pause|schulhof|schulbus|bus|sportunterricht|umkleide|whatsapp*|gruppe|gruppenchat|chat|insta*|tiktok|snapchat|internet|online|jungs|madchen|azubis|kollegen|berufsschule';

/**
 * Words of a question about work, study or a lesson. A message with one of them and no word of
 * the writer about themself ('Jurastudium Strafrecht Vergewaltigung Fälle') asks about a topic.
 */
export const topic =
  'beruf|berufe|berufen|berufsbild*|job|jobs|studium|studieren|studiengang|studiert|ausbildung|ausbildungen|arbeiten|arbeitet|falle|patient*|klient*|opfern|beratung|berater*|referat|hausarbeit|facharbeit|prasentation|vortrag|thema|pravention*|kinderschutz|jugendamt|polizei*|polizist*|therapeut*|psycholog*|sozialarbeit*|sozialpadagog*|jura*|strafrecht|lehrer|lehrerin|erzieher*|pfleger*|pflegefach*|pflege|verdient|verdienen|gehalt|kripo|kriminalpolizei|staatsanwalt*|anwalt*|richter*|gericht*|trainer|werden';
