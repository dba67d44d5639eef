/**
 * A lexical pre-check that follows PostgreSQL's own tokenizer for everything that decides where
 * code ends and text begins: comments, string literals, quoted names and statement separators.
 * node-sql-parser reads some of these differently (backslashes in strings, nested comments,
 * doubled quotes in names), and a statement the parser misreads is one the guard cannot judge.
 * So the constructs where the two could disagree are refused, and comments are blanked out,
 * before the parser and the database both see the same, plain token stream.
 */

export type ScanResult =
  | {
      ok: true;
      /** What to parse and execute: comments and a trailing semicolon replaced by spaces. */
      text: string;
      /** `text` with the insides of strings and quoted names blanked too, for keyword checks. */
      code: string;
      /** The numbers of the `$n` placeholders in the statement, each once, ascending. */
      placeholders: number[];
    }
  | { ok: false; reason: string };

export interface ScanOptions {
  /** Accept `$1…$n` placeholders for bound parameters (a JSON body); dollar quoting never. */
  placeholders?: boolean;
}

const ONE_STATEMENT = 'Bitte genau eine Anweisung senden.';

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Characters that may directly precede a string or name quote as a prefix (E'…', U&"…"). */
const PREFIX_CHAR = /[\p{L}\p{N}_&]/u;

/**
 * Returns the statement with comments and a trailing semicolon replaced by spaces (line breaks
 * kept, so positions in parser messages still match what the admin sent), or why it is refused.
 */
export function scanStatement(sql: string, options: ScanOptions = {}): ScanResult {
  const out = sql.split('');
  const code = sql.split('');
  const blank = (from: number, to: number, target = out) => {
    for (let i = from; i < to; i++) if (target[i] !== '\n') target[i] = ' ';
  };
  const reject = (reason: string): ScanResult => ({ ok: false, reason });
  let endOfStatement = -1;
  const placeholders = new Set<number>();

  // NUL ends a C string inside the server; other control characters (form feed, vertical tab)
  // are whitespace to PostgreSQL but not to the parser. Checked everywhere, strings included.
  if (CONTROL_CHARACTERS.test(sql))
    return reject('Die Anweisung enthält unzulässige Steuerzeichen.');

  let i = 0;
  while (i < sql.length) {
    const char = sql[i]!;
    const next = sql[i + 1];

    if (char === '-' && next === '-') {
      let end = i + 2;
      while (end < sql.length && sql[end] !== '\n' && sql[end] !== '\r') end++;
      blank(i, end);
      blank(i, end, code);
      i = end;
      continue;
    }

    if (char === '/' && next === '*') {
      const end = sql.indexOf('*/', i + 2);
      if (end === -1) return reject('Ein Kommentar (/* … */) wird nicht geschlossen.');
      // PostgreSQL nests block comments, the parser does not: they would end in different places.
      if (sql.slice(i + 2, end).includes('/*')) {
        return reject('Verschachtelte Kommentare (/* /* … */ */) sind nicht erlaubt.');
      }
      blank(i, end + 2);
      blank(i, end + 2, code);
      i = end + 2;
      continue;
    }

    // PostgreSQL's whitespace; anything else after the semicolon is a second statement to it.
    if (endOfStatement !== -1 && !/[ \t\n\r]/.test(char)) return reject(ONE_STATEMENT);

    if (char === "'" || char === '"') {
      const previous = sql[i - 1];
      if (previous !== undefined && PREFIX_CHAR.test(previous)) {
        return reject(
          char === "'"
            ? "Zeichenketten mit Präfix (E'…', U&'…', B'…', X'…') sind nicht erlaubt. Bitte schreibe sie als '…'."
            : 'Namen mit Präfix (U&"…") sind nicht erlaubt.',
        );
      }
      let end = i + 1;
      for (;;) {
        end = sql.indexOf(char, end);
        if (end === -1) {
          return reject(
            char === "'"
              ? "Eine Zeichenkette ('…') wird nicht geschlossen."
              : 'Ein Name in Anführungszeichen ("…") wird nicht geschlossen.',
          );
        }
        // '' inside a string is an escaped quote; "" inside a name is one the parser misreads.
        if (sql[end + 1] === char) {
          if (char === '"') {
            return reject(
              'Doppelte Anführungszeichen ("") innerhalb eines Namens sind nicht erlaubt.',
            );
          }
          end += 2;
          continue;
        }
        break;
      }
      const content = sql.slice(i + 1, end);
      // PostgreSQL keeps a backslash as it is ('a\' is a complete string); the parser treats
      // \' as an escaped quote and would read on past the string's end.
      if (char === "'" && content.includes('\\')) {
        return reject('Umgekehrte Schrägstriche (\\) in Zeichenketten sind nicht erlaubt.');
      }
      if (char === '"' && content === '') return reject('Ein Name darf nicht leer sein ("").');
      blank(i + 1, end, code);
      i = end + 1;
      continue;
    }

    if (char === '$') {
      // $n outside strings and names is a parameter to PostgreSQL, unless it continues a name
      // (a$1 is one identifier); digits that run into letters are something else again.
      const number = /^\$([1-9][0-9]{0,3})(?![\p{L}\p{N}_$])/u.exec(sql.slice(i, i + 6));
      const previous = sql[i - 1];
      if (
        options.placeholders &&
        number &&
        (previous === undefined || !/[\p{L}\p{N}_$]/u.test(previous))
      ) {
        placeholders.add(Number(number[1]));
        i += number[0].length;
        continue;
      }
      if (options.placeholders) {
        return reject(
          'Das Zeichen „$“ ist nicht erlaubt, außer in Platzhaltern wie $1, $2, … (kein Dollar-Quoting wie $$…$$).',
        );
      }
      return reject(
        'Das Zeichen „$“ ist nicht erlaubt (weder Dollar-Quoting wie $$…$$ noch Parameter wie $1).',
      );
    }

    if (char === ';') {
      // Only whitespace and comments may follow; checked as the scan goes on.
      endOfStatement = i;
      out[i] = ' ';
      code[i] = ' ';
    }
    i++;
  }

  const text = out.join('');
  if (text.trim() === '') return reject('Bitte sende eine SQL-Anweisung.');
  return {
    ok: true,
    text,
    code: code.join(''),
    placeholders: [...placeholders].sort((a, b) => a - b),
  };
}
