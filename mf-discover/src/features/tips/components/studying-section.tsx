import { Hyphenated, Muted, Tile, type LearningTip, styled } from '@kompass/shared';
import { lazy, Suspense, useState } from 'react';
import { CardGrid, Section } from '../../../components/section';
import { homeTexts } from '../../../texts';
import { useHints } from '../api/get-hints';
import { TipCollection } from './tip-collection';

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
  const query = useHints('learning');
  return (
    <TipCollection
      query={query}
      texts={texts}
      list={CardGrid}
      placeholders={{ count: 4, height: '96px' }}
    >
      {(tip) => (
        <li key={tip.id}>
          <TipTile aria-haspopup="dialog" onClick={() => onOpen(tip)}>
            <Emoji aria-hidden="true">{tip.emoji}</Emoji>
            <span>
              <Hyphenated text={tip.title} />
            </span>
          </TipTile>
        </li>
      )}
    </TipCollection>
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
