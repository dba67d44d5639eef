import { Button, defaultPlaceRadiusKm, styled, type PlaceQuery } from '@kompass/shared';
import { TextField } from '@kompass/shared/text-field';
import { useEffect, useId, useState } from 'react';
import { usePlaces } from '../../../api/get-places';
import { rememberPlace } from '../../../lib/last-place';
import { placeSuggestions } from '../../../lib/place-suggestions';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { occupationRailTexts as texts } from '../../../texts';

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
 * The field that the place chip opens: the search's place suggestions while typing. Its own
 * chunk, loaded when the chip is tapped: home's first load does not carry it.
 */
export default function PlaceField({
  place,
  onDone,
}: {
  place: PlaceQuery | undefined;
  onDone: () => void;
}) {
  const [draft, setDraft] = useState(place?.near ?? '');
  const listId = useId();
  const fieldId = useId();
  // Opening the field is asking to type: the focus goes there.
  useEffect(() => {
    document.getElementById(fieldId)?.focus();
  }, [fieldId]);
  const typed = useDebouncedValue(draft, SUGGEST_AFTER_MS);
  const places = usePlaces(typed);
  const suggestions =
    draft.trim().length >= 2 ? placeSuggestions(places.data?.content ?? [], draft) : [];

  return (
    <Form
      aria-label={texts.placeForm}
      onSubmit={(event) => {
        event.preventDefault();
        const near = draft.trim();
        rememberPlace(
          near ? { near, radiusKm: place?.radiusKm ?? defaultPlaceRadiusKm } : undefined,
        );
        onDone();
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
      <Button $variant="ghost" onClick={onDone}>
        {texts.cancel}
      </Button>
    </Form>
  );
}
