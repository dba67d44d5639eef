import { usePrefersReducedMotion } from '@kompass/shared';
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';

/** Room left above the question when a long answer fills the screen. */
const ABOVE_QUESTION_PX = 16;

/**
 * After a question is sent, the page follows its answer as it streams in: down to the end of the
 * page, where the answer stands just above the question field, but never so far that the
 * question leaves the top, so a long answer is read from its start. The page only ever moves
 * down by itself; scrolling up stops the following until the next question. Smooth, unless the
 * user asked the system for less motion.
 *
 * `questions` counts the questions asked; the returned refs go on the conversation (watched as
 * it grows) and on the latest question's bubble.
 */
export function useFollowAnswer(questions: number) {
  const reduceMotion = usePrefersReducedMotion();
  const conversation = useRef<HTMLOListElement>(null);
  const latestQuestion = useRef<HTMLLIElement>(null);
  const following = useRef(false);
  const lastY = useRef(0);

  const follow = useCallback(() => {
    const question = latestQuestion.current;
    // Not every environment lays out or scrolls (component tests).
    if (!following.current || !question || typeof window.scrollTo !== 'function') return;
    const end = document.documentElement.scrollHeight - window.innerHeight;
    const questionAtTop = question.getBoundingClientRect().top + window.scrollY - ABOVE_QUESTION_PX;
    const top = Math.min(end, questionAtTop);
    if (top <= window.scrollY + 1) return;
    window.scrollTo({ top, behavior: reduceMotion ? 'auto' : 'smooth' });
  }, [reduceMotion]);

  useEffect(() => {
    const onScroll = () => {
      if (window.scrollY < lastY.current - 1) following.current = false;
      lastY.current = window.scrollY;
    };
    // The user's own scrolling takes over at once: the scroll event comes a frame later, when a
    // growing answer may already have moved the page back down.
    const stop = () => {
      following.current = false;
    };
    const onKey = (event: KeyboardEvent) => {
      const inField =
        event.target instanceof HTMLElement && event.target.closest('input, textarea');
      if (!inField && ['PageUp', 'PageDown', 'Home', 'End', 'ArrowUp', ' '].includes(event.key)) {
        stop();
      }
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('wheel', stop, { passive: true });
    window.addEventListener('touchmove', stop, { passive: true });
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('wheel', stop);
      window.removeEventListener('touchmove', stop);
      window.removeEventListener('keydown', onKey);
    };
  }, []);

  // The answer grows as it streams, and once more when its source cards come.
  useEffect(() => {
    const element = conversation.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(follow);
    observer.observe(element);
    return () => observer.disconnect();
  }, [follow]);

  useLayoutEffect(() => {
    if (questions === 0) return;
    following.current = true;
    lastY.current = window.scrollY;
    follow();
  }, [questions, follow]);

  return { conversation, latestQuestion };
}
