import { paths, useNavigate } from '@kompass/shared';
import { useEffect, useEffectEvent, useState } from 'react';

/** The closing animation starts at 3.5 s (docs/product.md#constants) … */
export const COMPLETED_ANIMATION_START_MS = 3500;
/** … and the redirect to / follows 1 s after it started. */
export const COMPLETED_REDIRECT_DELAY_MS = 1000;

export type CompletedPhase = 'intro' | 'closing';

/**
 * The timeline of /onboarding-completed: 'intro' until 3.5 s, then 'closing', then at 4.5 s a
 * redirect to / (replacing the entry, so Back does not return here). The timing is the same with
 * reduced motion; only the visuals differ. Timers are cleared when the page goes away.
 */
export function useCompletedTimeline(): CompletedPhase {
  const navigate = useNavigate();
  const [phase, setPhase] = useState<CompletedPhase>('intro');
  const goHome = useEffectEvent(() => navigate(paths.home(), { replace: true }));

  useEffect(() => {
    let redirect: ReturnType<typeof setTimeout> | undefined;
    const closing = setTimeout(() => {
      setPhase('closing');
      redirect = setTimeout(() => void goHome(), COMPLETED_REDIRECT_DELAY_MS);
    }, COMPLETED_ANIMATION_START_MS);
    return () => {
      clearTimeout(closing);
      clearTimeout(redirect);
    };
  }, []);

  return phase;
}
