import { Button, CloseIcon, IconButton, Link, paths, styled } from '@kompass/shared';
import { useId } from 'react';
import { searchTexts } from '../texts';

const PlaceChip = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  margin-bottom: ${({ theme }) => theme.space(3)};
  padding-left: ${({ theme }) => theme.space(3)};
  border: 1.5px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.primarySoft};
  font-size: ${({ theme }) => theme.font.small};
  span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/**
 * The place a search names („Pflege in Hamburg“), which filters jobs and courses. Removing it
 * takes it out of the text, so what stays is the search without a place.
 */
export function PlaceFromQueryChip({ place, onRemove }: { place: string; onRemove: () => void }) {
  return (
    <PlaceChip>
      <span>{searchTexts.placeFromQuery}:</span>
      <strong>{place}</strong>
      <IconButton aria-label={searchTexts.removePlaceFromQuery(place)} onClick={onRemove}>
        <CloseIcon />
      </IconButton>
    </PlaceChip>
  );
}

const Ways = styled.section`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.body};
  }
  p {
    margin: 0;
  }
`;

const AssistantLink = styled(Link)`
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
`;

/**
 * Where an empty result leads on: a spelling the catalogue knows, the same search without its
 * place, and the assistant, which also answers in whole sentences.
 */
export function SearchWaysOn({
  suggestion,
  onSuggestion,
  onWithoutPlace,
}: {
  /** A search that finds something („Tischler“ for „Tsichlre“), if there is one. */
  suggestion: string | undefined;
  onSuggestion: (text: string) => void;
  /** Searches again without the place; undefined when no place narrows the search. */
  onWithoutPlace: (() => void) | undefined;
}) {
  const headingId = useId();
  return (
    <Ways aria-labelledby={headingId}>
      <h3 id={headingId}>{searchTexts.waysOn}</h3>
      {suggestion !== undefined && (
        <p>
          {searchTexts.didYouMean}{' '}
          <Button $variant="ghost" onClick={() => onSuggestion(suggestion)}>
            „{suggestion}“
          </Button>
          ?
        </p>
      )}
      {onWithoutPlace && (
        <Button $variant="secondary" onClick={onWithoutPlace}>
          {searchTexts.searchWithoutPlace}
        </Button>
      )}
      <AssistantLink to={paths.assistant()}>{searchTexts.askAssistant}</AssistantLink>
    </Ways>
  );
}
