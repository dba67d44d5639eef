import {
  Button,
  CloseIcon,
  defaultPlaceRadiusKm,
  IconButton,
  styled,
  TextField,
  type PlaceQuery,
} from '@kompass/shared';
import { useEffect, useId, useState } from 'react';
import { usePlaces } from '../../../api/get-places';
import { Chip as BaseChip } from '../../../components/chip';
import { rememberPlace } from '../../../lib/last-place';
import { placeSuggestions } from '../../../lib/place-suggestions';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { occupationRailTexts as texts } from '../../../texts';

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

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space(2)};
  > :first-child {
    flex: 1 1 12rem;
  }
`;

/** How long typing rests before places are suggested (as in search). */
const SUGGEST_AFTER_MS = 300;

/**
 * 'Berufe für dich' near which place: a chip naming the last place chosen (or inviting to choose
 * one) that opens a field with the search's place suggestions. The place is kept in this browser
 * only; removing it shows the listings in all of Kompass again.
 */
export function PlaceChip({ place }: { place: PlaceQuery | undefined }) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(place?.near ?? '');
  const listId = useId();
  const fieldId = useId();
  // Opening the field is asking to type: the focus goes there (and back to the chip after).
  useEffect(() => {
    if (editing) document.getElementById(fieldId)?.focus();
  }, [editing, fieldId]);
  const typed = useDebouncedValue(draft, SUGGEST_AFTER_MS);
  const places = usePlaces(editing ? typed : '');
  const suggestions =
    draft.trim().length >= 2 ? placeSuggestions(places.data?.content ?? [], draft) : [];

  if (!editing) {
    return (
      <Row>
        <Chip
          aria-label={place ? texts.changePlace(place.near) : texts.choosePlace}
          onClick={() => {
            setDraft(place?.near ?? '');
            setEditing(true);
          }}
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
  }
  return (
    <Form
      aria-label={texts.placeForm}
      onSubmit={(event) => {
        event.preventDefault();
        const near = draft.trim();
        rememberPlace(
          near ? { near, radiusKm: place?.radiusKm ?? defaultPlaceRadiusKm } : undefined,
        );
        setEditing(false);
      }}
    >
      <TextField
        label={texts.placeLabel}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        list={listId}
        autoComplete="off"
        enterKeyHint="done"
        id={fieldId}
      />
      <datalist id={listId}>
        {suggestions.map((each) => (
          <option key={each.value} value={each.value}>
            {each.label}
          </option>
        ))}
      </datalist>
      <Button type="submit">{texts.takePlace}</Button>
      <Button $variant="ghost" onClick={() => setEditing(false)}>
        {texts.cancel}
      </Button>
    </Form>
  );
}
