import type { Tip } from './records.ts';
import { wordsOf } from './understand.ts';

/**
 * Word starts of what helps with a worry about applying ('Ich habe Angst, keinen Platz zu
 * finden'): starting early, internships, rejections, practice.
 */
const worryHelps = ['absage', 'ausbildungsplae', 'ausbildungsplatz', 'praktikum', 'ueb', 'frueh'];

/**
 * The tips whose words share most with the question's topic (and, for a worry, with what helps
 * against it); the first three otherwise.
 */
export function pickTips(tips: Tip[], topic: string, worry = false): Tip[] {
  const topicWords = wordsOf(topic).filter((word) => word.length >= 4);
  if (topicWords.length === 0 && !worry) return tips.slice(0, 3);
  const scored = tips.map((tip, position) => {
    const tipWords = wordsOf(`${tip.title} ${tip.text}`);
    const onTopic = topicWords.filter((word) =>
      tipWords.some((part) => part.startsWith(word.slice(0, Math.max(4, word.length - 2)))),
    ).length;
    const helps = worry
      ? worryHelps.filter((start) => tipWords.some((part) => part.startsWith(start))).length
      : 0;
    return { tip, position, score: onTopic * 2 + helps };
  });
  scored.sort((a, b) => b.score - a.score || a.position - b.position);
  return scored.slice(0, 3).map(({ tip }) => tip);
}
