/**
 * How long a training or course takes, where its description says so ('Die Ausbildung dauert
 * drei Jahre', 'Die Regelstudienzeit beträgt sechs Semester'). The catalogue has no field for
 * it; anything else answers undefined rather than a guess.
 */
const pattern =
  /\b(?:dauert|Dauer|Regelstudienzeit)\b[^.]{0,40}?\b(\d+(?:,\d)?|eineinhalb|zwei|zweieinhalb|drei|dreieinhalb|vier|fünf|sechs|sieben|acht|neun|zehn|zwölf)\s+(Jahre|Semester|Monate)\b/i;

export function durationFrom(description: string): string | undefined {
  const match = pattern.exec(description);
  return match ? `${match[1]} ${match[2]}` : undefined;
}
