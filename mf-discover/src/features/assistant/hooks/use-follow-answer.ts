import { usePrefersReducedMotion } from '@kompass/shared';
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';

/** Room left above the question when a long answer fills the screen. */
const ABOVE_QUESTION_PX = 16;
/** How long a glide to the answer takes, in milliseconds of animation frames. */
const GLIDE_MS = 400;

/** Eases out: quick at first, slowing down as it arrives. */
const easeOut = (progress: number) => 1 - (1 - progress) ** 3;

/**
 * After a question is sent, the page follows its answer as it streams in: down to the end of the
 * page, where the answer stands just above the question field, but never so far that the
 * question leaves the top, so a long answer is read from its start. The page only ever moves
 * down by itself; the user's own wheel, touch, page keys or any scroll that is not the glide's
 * stop the following until the next question, at once.
 *
 * The glide is driven frame by frame rather than by `behavior: 'smooth'`: the browser finishes
 * its own smooth scroll even when the user turns the wheel during it, so the page would pull
 * them back down. Without motion (the user asked the system for less) the page jumps.
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
  /** The running glide: its frame request, where it started, when, and where it goes. */
  const glide = useRef<{ frame: number; from: number; start: number | null; to: number } | null>(
    null,
  );

  const stopGlide = useCallback(() => {
    if (glide.current) cancelAnimationFrame(glide.current.frame);
    glide.current = null;
  }, []);

  const step = useCallback((now: number) => {
    const current = glide.current;
    if (!current) return;
    // Someone else moved the page since the last frame (a scrollbar, a search in the page).
    if (!following.current || Math.abs(window.scrollY - lastY.current) > 1) {
      glide.current = null;
      following.current = false;
      return;
    }
    current.start ??= now;
    const progress = Math.min(1, (now - current.start) / GLIDE_MS);
    const top = Math.round(current.from + (current.to - current.from) * easeOut(progress));
    window.scrollTo({ top, behavior: 'instant' });
    lastY.current = window.scrollY;
    if (progress < 1) current.frame = requestAnimationFrame(step);
    else glide.current = null;
  }, []);

  const follow = useCallback(() => {
    const question = latestQuestion.current;
    // Not every environment lays out or scrolls (component tests).
    if (!following.current || !question || typeof window.scrollTo !== 'function') return;
    const end = document.documentElement.scrollHeight - window.innerHeight;
    const questionAtTop = question.getBoundingClientRect().top + window.scrollY - ABOVE_QUESTION_PX;
    const top = Math.min(end, questionAtTop);
    if (reduceMotion) {
      if (top > window.scrollY + 1) window.scrollTo({ top, behavior: 'instant' });
      lastY.current = window.scrollY;
      return;
    }
    if (glide.current) {
      // The answer grew while gliding: the same glide goes on, a little further.
      glide.current.to = Math.max(glide.current.to, top);
      return;
    }
    if (top <= window.scrollY + 1) return;
    lastY.current = window.scrollY;
    glide.current = {
      frame: requestAnimationFrame(step),
      from: window.scrollY,
      start: null,
      to: top,
    };
  }, [reduceMotion, step]);

  useEffect(() => {
    const onScroll = () => {
      if (window.scrollY < lastY.current - 1) {
        following.current = false;
        stopGlide();
      }
      if (!glide.current) lastY.current = window.scrollY;
    };
    // The user's own scrolling takes over at once, the glide included: the scroll event comes a
    // frame later, when the glide or a growing answer may already have moved the page back down.
    const stop = () => {
      following.current = false;
      stopGlide();
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
      stopGlide();
    };
  }, [stopGlide]);

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
    stopGlide();
    following.current = true;
    lastY.current = window.scrollY;
    follow();
  }, [questions, follow, stopGlide]);

  return { conversation, latestQuestion };
}
