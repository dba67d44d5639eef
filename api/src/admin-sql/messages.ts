import { ADMIN_TABLES } from './policy.ts';

/** The German reasons an admin reads when the guard refuses a statement. */

const tableList = [...ADMIN_TABLES].join(', ');

export const reasons = {
  unreadable: (where = '') =>
    `Die Anweisung konnte nicht gelesen werden${where}. Erlaubt sind einfache SELECT-, INSERT-, UPDATE- und DELETE-Anweisungen ohne datenbankspezifische Sondersyntax.`,
  oneStatement: 'Bitte genau eine Anweisung senden.',
  selectOnly:
    'Nur SELECT-Anweisungen sind hier erlaubt. Änderungen gehen über /admin/database/dml.',
  dmlOnly:
    'Hier sind nur INSERT-, UPDATE- und DELETE-Anweisungen erlaubt. Abfragen gehen über /admin/database/sql.',
  nestedSelectOnly: 'Innerhalb einer Anweisung sind nur SELECT-Abfragen erlaubt.',
  selectInto: 'SELECT … INTO ist nicht erlaubt: Abfragen dürfen keine Tabellen anlegen.',
  locking: 'Sperrklauseln wie FOR UPDATE oder FOR SHARE sind nicht erlaubt.',
  returning:
    'RETURNING wird nicht unterstützt: dieser Endpunkt liefert nur die Anzahl der betroffenen Zeilen.',
  recursive: 'Rekursive Abfragen (WITH RECURSIVE) sind nicht erlaubt.',
  parameters: 'Parameter und Variablen sind nicht erlaubt.',
  noPlaceholders: 'Ohne Parameter darf die Anweisung keine Platzhalter ($1, $2, …) enthalten.',
  placeholders: (count: number) =>
    `Die Platzhalter müssen genau $1 bis $${count} sein, passend zu den ${count} gesendeten Parametern.`,
  table: (name: string) =>
    `Die Tabelle „${name}“ ist nicht freigegeben. Erlaubt sind nur: ${tableList}.`,
  schema: (name: string) =>
    `Das Schema „${name}“ ist nicht freigegeben. Tabellen werden ohne Schema oder mit „public“ angegeben.`,
  functionName: (name: string) => `Die Funktion „${name}“ ist nicht erlaubt.`,
  qualifiedFunction: (name: string) =>
    `Die Funktion „${name}“ ist nicht erlaubt: Funktionen werden ohne Schema angegeben.`,
  cast: (name: string) => `Die Umwandlung in den Typ „${name}“ ist nicht erlaubt.`,
  userColumn: (name: string) =>
    `Die Spalte „${name}“ der Tabelle „users“ darf nicht geändert werden. Änderbar sind username, name, email und role.`,
  cteCase: (name: string) => `Bitte schreibe den WITH-Namen „${name}“ überall in Kleinbuchstaben.`,
  unsupported: (kind: string) =>
    `Dieser Teil der Anweisung wird hier nicht unterstützt („${kind}“).`,
};

/** First keywords that are never allowed, with the reason the admin reads. */
export const forbiddenKeywords = new Map<string, string>();
function forbid(keywords: string[], reason: string) {
  for (const keyword of keywords) forbiddenKeywords.set(keyword, reason);
}
forbid(
  ['create', 'alter', 'drop', 'truncate', 'comment', 'reindex', 'cluster', 'vacuum', 'analyze'],
  'Befehle wie CREATE, ALTER, DROP oder TRUNCATE sind nicht erlaubt: das Datenbankschema bleibt unverändert.',
);
forbid(['refresh', 'security', 'import', 'reassign'], reasons.unsupported('Schemabefehl'));
forbid(
  ['grant', 'revoke'],
  'Rechte dürfen hier weder vergeben noch entzogen werden (GRANT/REVOKE).',
);
forbid(
  ['set', 'reset', 'show', 'discard'],
  'Einstellungen (SET, RESET, SHOW) dürfen hier weder gelesen noch geändert werden.',
);
forbid(
  ['begin', 'start', 'commit', 'end', 'rollback', 'abort', 'savepoint', 'release'],
  'Transaktionsbefehle (BEGIN, COMMIT, ROLLBACK …) sind nicht erlaubt: jede Anweisung läuft in einer eigenen Transaktion.',
);
forbid(['copy'], 'COPY ist nicht erlaubt: Daten werden hier nicht im- oder exportiert.');
forbid(['do', 'call'], 'Code-Blöcke und Prozeduren (DO, CALL) sind nicht erlaubt.');
forbid(['explain'], 'EXPLAIN ist hier nicht erlaubt.');
forbid(['listen', 'notify', 'unlisten'], 'LISTEN und NOTIFY sind nicht erlaubt.');
forbid(['lock'], 'LOCK ist nicht erlaubt.');
forbid(
  ['prepare', 'execute', 'deallocate', 'declare', 'fetch', 'move', 'close'],
  'Vorbereitete Anweisungen und Cursor (PREPARE, EXECUTE, DECLARE …) sind nicht erlaubt.',
);
forbid(['load', 'checkpoint'], reasons.unsupported('Serverbefehl'));
forbid(['merge'], 'MERGE wird nicht unterstützt. Bitte INSERT, UPDATE oder DELETE verwenden.');
