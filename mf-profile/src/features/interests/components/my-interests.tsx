import { Button, Link, QueryState, paths, useNavigate, styled } from '@kompass/shared';
import { StackList } from '@kompass/shared/stack-list';
import { useId, useState } from 'react';
import { interestsTexts } from '../../../texts';
import { useInterests } from '../api/get-interests';
import { useResetInterests } from '../api/reset-interests';
import { byStrength, toPercent } from '../lib/dimensions';
import { MyQualification } from './my-qualification';
import { AdjustInterestsSheet } from './adjust-interests-sheet';
import { SectionCard, SectionTitle } from '../../../components/section-card';
import { Cluster } from '@kompass/shared/layout';

const Small = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.small};
`;

const Levels = StackList;

const Level = styled.li`
  display: grid;
  grid-template-columns: 9rem 1fr 4rem;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const Bar = styled.span<{ $percent: number }>`
  height: 8px;
  border-radius: ${({ theme }) => theme.radii.round};
  background: linear-gradient(
    to right,
    ${({ theme }) => theme.colors.primary} ${({ $percent }) => $percent}%,
    ${({ theme }) => theme.colors.primarySoft} ${({ $percent }) => $percent}%
  );
`;

const Actions = Cluster;

/**
 * The own profile's 'Meine Interessen' (never shown on anyone else's): the interest profile in
 * words, a way to adjust it and to redo the check, and the note that it is computed
 * automatically, with the human route beside it.
 */
export function MyInterests() {
  const titleId = useId();
  const query = useInterests();
  const reset = useResetInterests();
  const navigate = useNavigate();
  const [adjusting, setAdjusting] = useState(false);
  const profile = query.data;

  // A redo must count the new answers: an adjusted profile would hide them.
  const redo = () => {
    // navigate() settles once the next page has rendered: nothing here waits for that.
    if (profile?.source !== 'edited') return void navigate(paths.onboarding());
    reset.mutate(undefined, { onSuccess: () => void navigate(paths.onboarding()) });
  };

  return (
    <SectionCard aria-labelledby={titleId}>
      <SectionTitle id={titleId}>{interestsTexts.title}</SectionTitle>
      <Small>{interestsTexts.onlyYou}</Small>
      <QueryState
        query={query}
        errorMessage={interestsTexts.loadFailed}
        loading={<Small role="status">{interestsTexts.loading}</Small>}
        empty={
          <>
            <p>{interestsTexts.notYet}</p>
            <Actions>
              <Button as={Link} to={paths.onboarding()}>
                {interestsTexts.startCheck}
              </Button>
              <Button $variant="secondary" onClick={() => setAdjusting(true)}>
                {interestsTexts.adjust}
              </Button>
            </Actions>
          </>
        }
        isEmpty={(interests) => interests.code === ''}
      >
        {(interests) => (
          <>
            <Levels>
              {byStrength(interests.dimensions).map((letter) => {
                const name = interestsTexts.dimensions[letter];
                const level = interestsTexts.level(interests.dimensions[letter]);
                return (
                  <Level key={letter} aria-label={interestsTexts.levelOf(name, level)}>
                    <span aria-hidden="true">{name}</span>
                    <Bar aria-hidden="true" $percent={toPercent(interests.dimensions[letter])} />
                    <span aria-hidden="true">{level}</span>
                  </Level>
                );
              })}
            </Levels>
            <Small>
              {interests.source === 'edited'
                ? interestsTexts.edited
                : interestsTexts.fromAnswers(interests.answered)}
            </Small>
            <Actions>
              <Button onClick={() => setAdjusting(true)}>{interestsTexts.adjust}</Button>
              <Button $variant="secondary" disabled={reset.isPending} onClick={redo}>
                {interestsTexts.redoCheck}
              </Button>
              {interests.source === 'edited' && (
                <Button $variant="ghost" disabled={reset.isPending} onClick={() => reset.mutate()}>
                  {interestsTexts.reset}
                </Button>
              )}
            </Actions>
            {reset.isError && <Small role="alert">{interestsTexts.resetFailed}</Small>}
          </>
        )}
      </QueryState>
      <MyQualification />
      <Small>
        {interestsTexts.humanRoute}{' '}
        <a href={interestsTexts.counsellingUrl} target="_blank" rel="noreferrer">
          {interestsTexts.counselling}
        </a>
      </Small>
      {adjusting && profile && (
        <AdjustInterestsSheet initial={profile.dimensions} onClose={() => setAdjusting(false)} />
      )}
    </SectionCard>
  );
}
