import {
  Button,
  Hyphenated,
  Tile,
  TileGrid,
  type OnboardingQuestion,
  styled,
  keyframes,
} from '@kompass/shared';
import { useId, useLayoutEffect, useRef } from 'react';
import { onboardingTexts } from '../../../texts';
import type { Answer } from '../lib/submission';
import { OnboardingProgress } from './onboarding-progress';

const enter = keyframes`
  from { opacity: 0; transform: translateX(24px); }
  to { opacity: 1; transform: none; }
`;

const Step = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};
  flex: 1;
  animation: ${enter} 0.25s ease-out;
`;

const TopBar = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  min-height: 44px;
`;

const Question = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.hero};
  line-height: 1.2;
  text-wrap: balance;
  color: ${({ theme }) => theme.colors.text};
  /* Focused by script for screen readers only; it is not a control. */
  &:focus {
    outline: none;
  }
`;

const AnswerTile = styled(Tile)`
  min-height: 112px;
  font-size: ${({ theme }) => theme.font.body};
  line-height: 1.3;
  /* Long words break at a syllable with a hyphen (Hyphenated), 'Fremdsprache/n' never after
     its slash; only a syllable wider than the tile breaks elsewhere. */
  overflow-wrap: break-word;
  transition:
    transform 0.12s ease,
    border-color 0.12s ease;
  &:active {
    transform: scale(0.97);
  }
`;

const SkipButton = styled(Button).attrs({ $variant: 'ghost' })`
  align-self: center;
  margin-top: auto;
  text-decoration: underline;
  text-underline-offset: 3px;
`;

export interface QuestionStepProps {
  question: OnboardingQuestion;
  /** 1-based position of the question. */
  position: number;
  total: number;
  /** The answer given earlier, when the user came back to this question. */
  previousAnswer: Answer | undefined;
  onAnswer: (answer: Answer) => void;
  /** Absent on the first question. */
  onBack?: () => void;
}

/** One question: progress, the question as heading, answer tiles in two columns, skip link. */
export function QuestionStep({
  question,
  position,
  total,
  previousAnswer,
  onAnswer,
  onBack,
}: QuestionStepProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();

  // A new question replaces the old one under the user's finger: move focus to its heading so a
  // screen reader reads it out and keyboard users continue from the top of the step. In the same
  // commit that shows it, not in an effect after paint: nothing may act on the old focus between.
  useLayoutEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <Step aria-labelledby={headingId}>
      <TopBar>
        {onBack && (
          <Button $variant="ghost" onClick={onBack}>
            <span aria-hidden="true">←</span> {onboardingTexts.back}
          </Button>
        )}
        <OnboardingProgress current={position} total={total} />
      </TopBar>
      <Question id={headingId} ref={headingRef} tabIndex={-1}>
        {question.question}
      </Question>
      <TileGrid role="group" aria-labelledby={headingId}>
        {question.answers.map((text, index) => (
          <AnswerTile
            key={index}
            $selected={previousAnswer === index}
            aria-current={previousAnswer === index ? 'true' : undefined}
            onClick={() => onAnswer(index)}
          >
            <Hyphenated text={text} />
          </AnswerTile>
        ))}
      </TileGrid>
      <SkipButton onClick={() => onAnswer(null)}>{onboardingTexts.skip}</SkipButton>
    </Step>
  );
}
