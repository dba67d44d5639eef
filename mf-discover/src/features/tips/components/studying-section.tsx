import { ErrorState, Hyphenated, Muted, Tile, type LearningTip } from '@kompass/shared';
import { lazy, Suspense, useState } from 'react';
import styled from 'styled-components';
import { CardGrid, Section } from '../../../components/section';
import { Skeleton, SkeletonBlock } from '../../../components/skeleton';
import { homeTexts } from '../../../texts';
import { useLearningTips } from '../api/get-learning-tips';

// Not needed for the first screen: loaded when a tip is opened.
const LearningTipDialog = lazy(() => import('./learning-tip-dialog'));

const texts = homeTexts.studying;

const TipTile = styled(Tile)`
  width: 100%;
  overflow-wrap: break-word;
`;

const Emoji = styled.span`
  font-size: 2rem;
  line-height: 1;
`;

function LearningTips({ onOpen }: { onOpen: (tip: LearningTip) => void }) {
  const query = useLearningTips();
  if (query.isPending) {
    return (
      <Skeleton>
        <CardGrid as="div">
          {[0, 1, 2, 3].map((index) => (
            <SkeletonBlock key={index} $height="96px" />
          ))}
        </CardGrid>
      </Skeleton>
    );
  }
  if (query.isError) {
    return <ErrorState message={texts.loadFailed} onRetry={() => void query.refetch()} />;
  }
  if (query.data.length === 0) return <Muted>{texts.empty}</Muted>;
  return (
    <CardGrid>
      {query.data.map((tip) => (
        <li key={tip.id}>
          <TipTile aria-haspopup="dialog" onClick={() => onOpen(tip)}>
            <Emoji aria-hidden="true">{tip.emoji}</Emoji>
            <span>
              <Hyphenated text={tip.title} />
            </span>
          </TipTile>
        </li>
      ))}
    </CardGrid>
  );
}

/**
 * Home, "Lerntipps fürs Studium" (docs/product.md#home): learning tips as tiles, each opening a
 * popup.
 */
export function StudyingSection() {
  const [openTip, setOpenTip] = useState<LearningTip | null>(null);
  return (
    <Section title={texts.title}>
      <Muted>{texts.intro}</Muted>
      <LearningTips onOpen={setOpenTip} />
      {openTip && (
        <Suspense fallback={null}>
          <LearningTipDialog tip={openTip} onClose={() => setOpenTip(null)} />
        </Suspense>
      )}
    </Section>
  );
}
