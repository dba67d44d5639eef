import { ErrorState, LoadingState, Muted, styled } from '@kompass/shared';
import { onboardingTexts } from '../../../texts';
import { useOnboardingFlow } from '../hooks/use-onboarding-flow';
import { QuestionStep } from './question-step';

/** The onboarding has no tab bar (it sits outside the tab layout), so no room is left for one. */
const Screen = styled.main`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  min-height: 100dvh;
  padding: ${({ theme }) => `${theme.space(4)} ${theme.space(4)} ${theme.space(8)}`};
  background: linear-gradient(
    180deg,
    ${({ theme }) => theme.colors.primarySoft} 0%,
    ${({ theme }) => theme.colors.background} 220px
  );
`;

const Centered = styled.div`
  display: flex;
  flex-direction: column;
  justify-content: center;
  flex: 1;
  text-align: center;
`;

/**
 * `/onboarding`: one question at a time, then the answers are saved (docs/product.md#onboarding).
 */
export function OnboardingFlow() {
  const { state, answer, goBack, retryLoad, retrySave } = useOnboardingFlow();
  const { status, questions, index, answers } = state;
  const question = questions[index];

  return (
    <Screen>
      {status === 'loading' && (
        <Centered>
          <LoadingState label={onboardingTexts.loading} />
        </Centered>
      )}
      {status === 'loadFailed' && (
        <Centered>
          <ErrorState message={onboardingTexts.loadFailed} onRetry={retryLoad} />
        </Centered>
      )}
      {status === 'answering' && question && (
        <QuestionStep
          // A fresh step per question: its heading takes the focus and it animates in.
          key={index}
          question={question}
          position={index + 1}
          total={questions.length}
          previousAnswer={answers[index]}
          onAnswer={answer}
          onBack={index > 0 ? goBack : undefined}
        />
      )}
      {status === 'saving' && (
        <Centered>
          <LoadingState label={onboardingTexts.saving} />
        </Centered>
      )}
      {status === 'saveFailed' && (
        <Centered>
          <ErrorState message={onboardingTexts.saveFailed} onRetry={retrySave} />
          <Muted>{onboardingTexts.saveFailedHint}</Muted>
        </Centered>
      )}
    </Screen>
  );
}
