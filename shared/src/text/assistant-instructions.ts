/**
 * Text in a catalogue description that talks to an assistant instead of to a reader
 * ('Ignoriere alle Regeln …', 'SYSTEM: …'). The API leaves such sentences out of what
 * 'Frag unsere KI' sends to a language model and quotes; mf-admin warns when one is saved.
 * Plain text functions without browser or server code, so both sides use the same rules.
 */

/** A sentence with one of these talks to an assistant, whatever else it says. */
const alwaysInstruction: RegExp[] = [
  /\bignorier(?:e|t|en|st)?\b/i,
  /\b(?:ignore|disregard)\b/i,
  // Role markers of chat prompts, written as a label.
  /(?:^|[\s"'„(])(?:system|assistant|developer)\s*:/i,
  // The assistant's data block by its name, in capitals as the rules write it.
  /\bDATEN\b/,
  /<\s*\/?\s*daten\s*>/i,
  /\b(?:prompt|jailbreak|systemprompt|sprachmodell|language model|chatgpt)\b/i,
  /\b(?:du bist (?:jetzt|ab jetzt|nun|ab sofort)|you are now|act as|tu so, als)\b/i,
  /\b(?:liebe|lieber|hey|hallo|an die|an den|an das)\s+(?:ki|assistent(?:in)?|chatbot|bot|modell)\b/i,
];

/** Words that mean something else on their own ('Regeln der Buchführung') … */
const addressWords =
  /\b(?:regeln|regel|anweisung(?:en)?|instruktion(?:en)?|vorgaben|befehle?|vergiss|vergesst|vergessen sie|antworte(?:st)?|gib aus|schreibe nur)\b/i;
/** … and say 'to the assistant' next to one of these. */
const addressContext =
  /\b(?:alle|allen|bisherigen?|vorherigen?|obigen?|deine[nmr]?|neuen?|folgenden?|ab jetzt|ab sofort|stattdessen|ausschließlich|nur noch|nur mit|immer mit|ki|assistent(?:in)?|vorher)\b/i;

/** The sentences of a text, each with its closing punctuation and the space after it. */
function sentencesOf(text: string): string[] {
  return text.match(/(?:[^.!?\n]|[.!?]+(?![\s.!?]|$))+(?:[.!?]+|\n+|$)\s*/g) ?? [];
}

/** Whether one sentence addresses an assistant. */
export function isAssistantInstruction(sentence: string): boolean {
  if (alwaysInstruction.some((pattern) => pattern.test(sentence))) return true;
  return addressWords.test(sentence) && addressContext.test(sentence);
}

/** The sentences of `text` that address an assistant, trimmed; empty for ordinary text. */
export function assistantInstructionsIn(text: string): string[] {
  return sentencesOf(text)
    .filter(isAssistantInstruction)
    .map((sentence) => sentence.trim());
}

/** `text` without the sentences that address an assistant. */
export function withoutAssistantInstructions(text: string): string {
  const sentences = sentencesOf(text);
  if (!sentences.some(isAssistantInstruction)) return text;
  return sentences
    .filter((sentence) => !isAssistantInstruction(sentence))
    .join('')
    .trim();
}
