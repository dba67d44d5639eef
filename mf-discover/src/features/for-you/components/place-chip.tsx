import { CloseIcon, IconButton, styled, type PlaceQuery } from '@kompass/shared';
import { lazy, Suspense, useState } from 'react';
import { Chip as BaseChip } from '../../../components/chip';
import { rememberPlace } from '../../../lib/last-place';
import { occupationRailTexts as texts } from '../../../texts';

// The field and its suggestions are needed only once the chip is tapped (precached for offline
// use by its name: build/offline-chunks.ts).
const PlaceField = lazy(
  () => import(/* webpackChunkName: "offline-place-field" */ './place-field'),
);

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

// Alone on the rail, a full touch target in the page's own type.
const Chip = styled(BaseChip).attrs({ $minHeight: 44 })`
  font: inherit;
  font-size: ${({ theme }) => theme.font.small};
  font-weight: 600;
`;

/**
 * 'Berufe für dich' near which place: a chip naming the last place chosen (or inviting to choose
 * one) that opens a field with the search's place suggestions. The place is kept in this browser
 * only; removing it shows the listings in all of Kompass again.
 */
export function PlaceChip({ place }: { place: PlaceQuery | undefined }) {
  const [editing, setEditing] = useState(false);
  const chip = (
    <Row>
      <Chip
        aria-label={place ? texts.changePlace(place.near) : texts.choosePlace}
        onClick={() => setEditing(true)}
      >
        {place ? texts.nearPlace(place.near) : texts.choosePlace}
      </Chip>
      {place && (
        <IconButton
          aria-label={texts.removePlace(place.near)}
          onClick={() => rememberPlace(undefined)}
        >
          <CloseIcon />
        </IconButton>
      )}
    </Row>
  );
  if (!editing) return chip;
  return (
    // While the field's code arrives (once), the chip stays where it is.
    <Suspense fallback={chip}>
      <PlaceField place={place} onDone={() => setEditing(false)} />
    </Suspense>
  );
}
