import { styled } from '@kompass/shared';
import { onboardingTexts } from '../../../texts';

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  flex: 1;
`;

const Label = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.small};
  font-weight: 700;
  letter-spacing: 0.02em;
  color: ${({ theme }) => theme.colors.primary};
`;

const Track = styled.div`
  height: 8px;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.primarySoft};
  overflow: hidden;
`;

const Fill = styled.div`
  height: 100%;
  border-radius: inherit;
  background: linear-gradient(
    90deg,
    ${({ theme }) => theme.colors.primary},
    ${({ theme }) => theme.colors.primaryHover}
  );
  transition: width 0.3s ease;
`;

/** 'Frage n/m' (docs/product.md#onboarding) with a bar that fills up as the user goes. */
export function OnboardingProgress({ current, total }: { current: number; total: number }) {
  const text = onboardingTexts.progress(current, total);
  return (
    <Wrapper>
      <Label>{text}</Label>
      <Track
        role="progressbar"
        aria-label={onboardingTexts.progressLabel}
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuenow={current}
        aria-valuetext={text}
      >
        <Fill style={{ width: `${(current / total) * 100}%` }} />
      </Track>
    </Wrapper>
  );
}
