import {
  interestsQueryKey,
  type OnboardingQuestion,
  paths,
  recommendationsQueryKey,
  useApi,
  useNavigate,
  useQueryClient,
} from '@kompass/shared';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { getOnboardingQuestions } from '../api/get-onboarding-questions';
import { performStep, planSubmission, type Answer, type SubmissionStep } from '../lib/submission';

export type OnboardingStatus = 'loading' | 'loadFailed' | 'answering' | 'saving' | 'saveFailed';

export interface OnboardingState {
  status: OnboardingStatus;
  questions: readonly OnboardingQuestion[];
  /** The question on screen. */
  index: number;
  /** One entry per question answered or skipped so far; kept when the user goes back. */
  answers: readonly Answer[];
}

type Action =
  | { type: 'loadStarted' }
  | { type: 'loaded'; questions: OnboardingQuestion[] }
  | { type: 'loadFailed' }
  | { type: 'answered'; answer: Answer }
  | { type: 'wentBack' }
  | { type: 'saveStarted' }
  | { type: 'saveFailed' };

const initialState: OnboardingState = { status: 'loading', questions: [], index: 0, answers: [] };

function reducer(state: OnboardingState, action: Action): OnboardingState {
  switch (action.type) {
    case 'loadStarted':
      return initialState;
    case 'loaded':
      return { ...initialState, status: 'answering', questions: action.questions };
    case 'loadFailed':
      return { ...state, status: 'loadFailed' };
    case 'answered': {
      if (state.status !== 'answering') return state;
      const answers = [...state.answers];
      answers[state.index] = action.answer;
      const isLast = state.index >= state.questions.length - 1;
      return { ...state, answers, index: isLast ? state.index : state.index + 1 };
    }
    case 'wentBack':
      if (state.status !== 'answering' || state.index === 0) return state;
      return { ...state, index: state.index - 1 };
    case 'saveStarted':
      return { ...state, status: 'saving' };
    case 'saveFailed':
      return { ...state, status: 'saveFailed' };
  }
}

/** The closing writes and how many of them the server has confirmed. */
interface Submission {
  steps: SubmissionStep[];
  done: number;
}

export interface OnboardingFlow {
  state: OnboardingState;
  /** Chooses an answer (its index) or skips the question (`null`), then moves on. */
  answer: (answer: Answer) => void;
  goBack: () => void;
  retryLoad: () => void;
  /** Resumes the closing writes at the one that failed. */
  retrySave: () => void;
}

/**
 * The onboarding journey (docs/product.md#onboarding): load the questions, take one answer per
 * question, then save them in order and go to /onboarding-completed. A failed write keeps every
 * answer; a retry resumes at the failed write, so nothing is sent twice.
 */
export function useOnboardingFlow(): OnboardingFlow {
  const api = useApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(reducer, initialState);
  const submission = useRef<Submission | null>(null);
  const running = useRef(false);
  /** Aborted when the page goes away: no state updates or navigation after that. */
  const lifetime = useRef<AbortController | null>(null);

  const runSubmission = useCallback(async () => {
    const current = submission.current;
    if (!current || running.current) return;
    running.current = true;
    dispatch({ type: 'saveStarted' });
    try {
      while (current.done < current.steps.length) {
        const step = current.steps[current.done];
        if (step) await performStep(api, step);
        current.done += 1;
      }
    } catch {
      // The API client has already shown its alert (docs/product.md#errors-and-messages) where
      // there is one.
      running.current = false;
      if (!lifetime.current?.signal.aborted) dispatch({ type: 'saveFailed' });
      return;
    }
    running.current = false;
    // New answers, new interest profile: home's 'Für dich' and the profile must not show the old.
    void queryClient.invalidateQueries({ queryKey: interestsQueryKey });
    void queryClient.invalidateQueries({ queryKey: recommendationsQueryKey });
    if (!lifetime.current?.signal.aborted) {
      void navigate(paths.onboardingCompleted(), { replace: true });
    }
  }, [api, navigate, queryClient]);

  const submit = useCallback(
    (questions: readonly OnboardingQuestion[], answers: readonly Answer[]) => {
      // The plan is fixed once: a retry must not resend what the server already has.
      submission.current ??= { steps: planSubmission(questions, answers), done: 0 };
      void runSubmission();
    },
    [runSubmission],
  );

  const load = useCallback(
    async (signal: AbortSignal) => {
      try {
        const questions = await getOnboardingQuestions(api, { signal });
        if (signal.aborted) return;
        dispatch({ type: 'loaded', questions });
        // Nothing to ask: the onboarding is complete right away.
        if (questions.length === 0) submit([], []);
      } catch {
        if (!signal.aborted) dispatch({ type: 'loadFailed' });
      }
    },
    [api, submit],
  );

  useEffect(() => {
    const controller = new AbortController();
    lifetime.current = controller;
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  const answer = (choice: Answer) => {
    if (state.status !== 'answering' || running.current) return;
    dispatch({ type: 'answered', answer: choice });
    if (state.index >= state.questions.length - 1) {
      const answers = [...state.answers];
      answers[state.index] = choice;
      submit(state.questions, answers);
    }
  };

  return {
    state,
    answer,
    goBack: () => dispatch({ type: 'wentBack' }),
    retryLoad: () => {
      const signal = lifetime.current?.signal;
      if (!signal || signal.aborted) return;
      dispatch({ type: 'loadStarted' });
      void load(signal);
    },
    retrySave: () => void runSubmission(),
  };
}
