import { describe, expect, it } from 'vitest';
import { screen, situationOf } from '../src/resources/assistant/distress/detect.ts';
import { compileRule, ruleMatches, type Rule } from '../src/resources/assistant/distress/match.ts';
import { messageWords } from '../src/resources/assistant/distress/words.ts';

/** The rule kinds that let the distress check hear wording it was not written for. */
const matches = (rule: Rule, message: string) =>
  ruleMatches(compileRule(rule), messageWords(message));

describe('rule kinds', () => {
  it('a personal rule needs the writer near the sign, also without a written ‘ich’', () => {
    const scars: Rule = { all: ['narbe*'], personal: true, within: 6 };
    expect(matches(scars, 'meine narben werden immer mehr')).toBe(true);
    expect(matches(scars, 'hab wieder narben am arm')).toBe(true);
    expect(matches(scars, 'Narben entstehen nach jeder Operation')).toBe(false);
  });

  it('a negated sign does not count, but ‘nicht mehr’ still does', () => {
    const lonely: Rule = { all: ['einsam'], unlessNegated: true };
    expect(matches(lonely, 'ich bin so einsam')).toBe(true);
    expect(matches(lonely, 'ich bin nicht einsam, nur neugierig')).toBe(false);
    expect(matches(lonely, 'ich will nicht mehr einsam sein')).toBe(true);
  });

  it('reads emojis as words: crying as a sign, laughing as a joke', () => {
    expect(messageWords('ich kann nicht mehr 😭')).toContain('weinendesgesicht');
    expect(messageWords('die prüfung bringt mich um 😂')).toContain('haha');
  });

  it('reads dialect and chat spellings as their words', () => {
    expect(messageWords('mei vadda haut mi')).toEqual(messageWords('mein vater haut mich'));
    expect(messageWords('ick will nimma')).toEqual(messageWords('ich will nicht mehr'));
    expect(messageWords('kp iwie grad')).toEqual(messageWords('kein plan irgendwie gerade'));
  });
});

describe('situationOf on wording the rules were not written for', () => {
  it.each([
    ['ich kann einfach nicht mehr 😭😭', 'despair'],
    ['ich hab so eine leere in mir', 'despair'],
    ['i feel so empty', 'despair'],
    ['hab wieder klingen gekauft', 'suicide'],
    ['ich hab das messer schon neben meinem bett', 'suicide'],
    ['ich hab schon nen plan wie ich es mache und wann', 'suicide'],
    ['i just wanna disappear forever', 'suicide'],
    ['i got raped and i dont know who to tell', 'sexual'],
    ['er will 500€ sonst schickt er meine bilder an meine eltern', 'sexual'],
    ['der typ hat beim date einfach weitergemacht obwohl ich stopp gesagt hab', 'sexual'],
    ['my dad hits me', 'violence'],
    ['mei vadda haut mi', 'violence'],
    ['sie hat mir ein messer an den hals gehalten', 'violence'],
    ['i get bullied every day', 'bullying'],
    ['die ganze stufe hasst mich', 'bullying'],
    ['ich bin immer das opfer in der klasse', 'bullying'],
    ['i starve myself', 'eating'],
    ['ich verstecke essen und werf es weg damit meine eltern nichts merken', 'eating'],
    ['kann nicht aufhören mit dem hungern', 'eating'],
    ['meine psychiaterin sagt ich sei suizidgefährdet', 'suicide'],
    ['ich hoffe jeden morgen auf einen unfall auf dem schulweg', 'suicide'],
    ['ich wiege 39 kilo, soll ich die diät trotzdem weitermachen', 'eating'],
    ['mein stiefvater sagt er bringt mich um wenn ich was erzähle', 'violence'],
    ['ab welchem stockwerk ist ein sturz sicher tödlich', 'suicide'],
    ['ciao welt.', 'suicide'],
    ['ich will zu meinem toten opa, egal wie', 'suicide'],
    ['nächste woche hab ich geburtstag und dann ist schluss.', 'suicide'],
    ['manchmal denk ich beim fahren ans lenkrad rumreißen', 'suicide'],
  ])('hears: %s', (message, situation) => {
    expect(situationOf(message)).toBe(situation);
  });

  it.each([
    'Jurastudium Strafrecht Vergewaltigung Fälle',
    'Pflegefachmann Psychiatrie Selbstverletzung Patienten',
    'Sozialarbeiter häusliche Gewalt Beratung',
    'Lehrerin, was wenn Schüler gemobbt werden',
    'Psychologie studieren Suizidprävention',
    'Kriminalpolizei Gewaltverbrechen, welches Studium?',
    'Muss man als Tierarzt Tiere einschläfern?',
    'Notfallsanitäter reanimieren wie oft im Jahr',
    'Metzger schneiden Fleisch den ganzen Tag?',
    'Frauenhaus Erzieherin gesucht, welche Ausbildung brauche ich?',
    'ich bin am ende meiner ausbildung, was kommt danach',
    'ich sterbe vor hunger, gibts in der berufsschule ne kantine',
    'die prüfung bringt mich um haha',
    'ich hab keine kraft mehr für die bewerbungen, gibt es einen einfacheren weg? haha',
    'Kann ich mit Depressionen Erzieherin werden?',
    'meine mutter hat Depressionen, kann ich trotzdem weit weg eine Ausbildung machen?',
    'Ich habe Narben am Arm vom Unfall, kann ich Polizistin werden?',
    'die kollegen lachen viel zusammen, das gefällt mir',
    'ich hasse es wenn man mich anfasst, welcher beruf hat wenig körperkontakt',
    // Folded, 'hätte' reads like the English 'hate'.
    'Guten Tag, ich hätte eine Frage',
    'wie schlage ich mich im einstellungstest',
    'von der ganzen klasse hab ich mich verabschiedet, wir ziehen weg nach köln',
    'ich verschenke mein altes fahrrad, wer will es haben',
    'als schulsprecherin will ich was gegen mobbing machen',
    'meine mutter bringt mich um wenn sie das sieht lol',
    'mein hund wiegt 40 kg und muss abnehmen',
    'ich hoffe dass kein unfall auf der baustelle passiert',
    'im sommer ist die ausbildung fertig, dann ist schluss.',
    'ab welcher höhe ist ein sturz vom gerüst tödlich, frage für die arbeitssicherheit',
    'ich will zu meinem verstorbenen opa auf den friedhof',
    'ich möchte für immer weg aus diesem kaff, welche ausbildung gibt es in berlin',
    'wie tief muss man die fliesen einschneiden',
  ])('takes a question about work or a joke as such: %s', (question) => {
    expect(situationOf(question)).toBeNull();
  });
});

describe('screen over several user turns', () => {
  it('hears a thought told over three messages', () => {
    const history = [
      { role: 'user' as const, content: 'ich hab tabletten' },
      { role: 'assistant' as const, content: 'Wobei kann ich dir helfen?' },
      { role: 'user' as const, content: 'von mama' },
      { role: 'assistant' as const, content: 'Erzähl gern weiter.' },
    ];
    expect(screen('schon gesammelt', history)).toEqual({ situation: 'suicide' });
  });

  it('keeps three career questions in a row career questions', () => {
    const history = [
      { role: 'user' as const, content: 'Was macht ein Bestatter?' },
      { role: 'assistant' as const, content: 'Bestatter/innen [1] organisieren Beerdigungen.' },
      { role: 'user' as const, content: 'Und ein Notfallsanitäter?' },
      { role: 'assistant' as const, content: 'Notfallsanitäter/innen [1] retten Leben.' },
    ];
    expect(screen('Was verdient man da?', history)).toEqual({ situation: null, history });
  });
});
