import { CloseIcon, formatSalary, IconButton, styled } from '@kompass/shared';
import { useId, useState, type ChangeEvent, type ReactNode } from 'react';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { searchTexts } from '../texts';
import { usePlaces } from '../../../api/get-places';
import { Chip as BaseChip } from '../../../components/chip';
import { placeSuggestions } from '../../../lib/place-suggestions';
import { SEARCH_DEBOUNCE_MS } from '../limits';
import {
  courseKinds,
  jobKinds,
  monthlyPaySteps,
  radiusSteps,
  type SearchFilters,
  type SearchKind,
} from '../lib/search-state';
import { Cluster, Stack } from '@kompass/shared/layout';

const texts = searchTexts.filters;

const Fieldset = Stack;

const GroupLabel = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.small};
  font-weight: 600;
`;

const ChipRow = styled(Cluster).attrs({ $center: true })``;

const Chip = styled(BaseChip)`
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryContrast};
  }
`;

const PlaceRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto auto;
  align-items: end;
  gap: ${({ theme }) => theme.space(2)};
  label {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space(1)};
    min-width: 0;
  }
  input,
  select {
    min-height: 44px;
    width: 100%;
    padding: ${({ theme }) => `0 ${theme.space(3)}`};
    border: 1.5px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.medium};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
  }
  input[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

const FieldError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.font.small};
`;

function ChipGroup({ label, children }: { label: string; children: ReactNode }) {
  const labelId = useId();
  return (
    <ChipRow role="group" aria-labelledby={labelId}>
      <GroupLabel id={labelId}>{label}</GroupLabel>
      {children}
    </ChipRow>
  );
}

/**
 * Where: a city or postcode (with suggestions from `GET /places`) and a radius. The place is
 * taken on Enter, when a suggestion is picked or when the field is left, not at every key:
 * half a name is no place. A place the server does not know is said here, in its words; the
 * text stays for correcting.
 */
function PlaceFilter({
  near,
  radiusKm,
  error,
  onChange,
}: {
  near: string | undefined;
  radiusKm: number;
  error: string | undefined;
  onChange: (change: Partial<SearchFilters>) => void;
}) {
  const ids = { list: useId(), error: useId() };
  const [draft, setDraft] = useState(near ?? '');
  // A place changed elsewhere (removed, or the URL) replaces the text; the field keeps its focus.
  const [shownNear, setShownNear] = useState(near);
  if (near !== shownNear) {
    setShownNear(near);
    setDraft(near ?? '');
  }
  const typed = useDebouncedValue(draft, SEARCH_DEBOUNCE_MS);
  const places = usePlaces(typed !== near ? typed : '');
  const suggestions =
    draft.trim().length >= 2 ? placeSuggestions(places.data?.content ?? [], draft) : [];

  function take(value: string) {
    const place = value.trim();
    if (place === (near ?? '')) return;
    onChange({ near: place === '' ? undefined : place });
  }

  function onInput(event: ChangeEvent<HTMLInputElement>) {
    setDraft(event.target.value);
    // A suggestion picked from the list arrives as one replacement of the whole text.
    const inputType = (event.nativeEvent as Partial<InputEvent>).inputType;
    if (inputType === 'insertReplacementText' || inputType === undefined) {
      if (suggestions.some((each) => each.value === event.target.value)) take(event.target.value);
    }
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        take(draft);
      }}
    >
      <PlaceRow>
        <label>
          <GroupLabel>{texts.place}</GroupLabel>
          <input
            type="text"
            value={draft}
            onChange={onInput}
            onBlur={() => take(draft)}
            list={ids.list}
            autoComplete="off"
            enterKeyHint="search"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? ids.error : undefined}
          />
        </label>
        <label>
          <GroupLabel>{texts.radius}</GroupLabel>
          <select
            value={radiusKm}
            onChange={(event) => onChange({ radiusKm: Number(event.target.value) })}
          >
            {radiusSteps.map((km) => (
              <option key={km} value={km}>
                {texts.radiusOption(km)}
              </option>
            ))}
          </select>
        </label>
        {near !== undefined && (
          <IconButton
            aria-label={texts.removePlace(near)}
            onClick={() => {
              setDraft('');
              onChange({ near: undefined });
            }}
          >
            <CloseIcon />
          </IconButton>
        )}
      </PlaceRow>
      <datalist id={ids.list}>
        {suggestions.map((each) => (
          <option key={each.value} value={each.value}>
            {each.label}
          </option>
        ))}
      </datalist>
      {error && (
        <FieldError id={ids.error} role="alert">
          {error}
        </FieldError>
      )}
    </form>
  );
}

/**
 * The filters of the Jobs tab (kind of work, minimum pay, place) and of the Studium tab (kind of
 * course, place),
 * as toggle chips and a place field. Each change goes to the URL at once (see `search-state.ts`).
 */
export function SearchFilterBar({
  kind,
  filters,
  error,
  onChange,
}: {
  kind: Extract<SearchKind, 'jobs' | 'courses'>;
  filters: SearchFilters;
  /** The server's reason for refusing a filter (an unknown place). */
  error: string | undefined;
  onChange: (change: Partial<SearchFilters>) => void;
}) {
  const labelId = useId();
  return (
    <Fieldset role="group" aria-labelledby={labelId}>
      <span id={labelId} className="visually-hidden">
        {texts.label}
      </span>
      <ChipGroup label={texts.kind}>
        {(kind === 'jobs' ? jobKinds : courseKinds).map((each) => {
          const field = kind === 'jobs' ? 'workType' : 'courseType';
          const chosen = filters[field];
          const pressed = chosen.includes(each);
          return (
            <Chip
              key={each}
              aria-pressed={pressed}
              onClick={() =>
                onChange({
                  [field]: pressed ? chosen.filter((other) => other !== each) : [...chosen, each],
                })
              }
            >
              {each}
            </Chip>
          );
        })}
      </ChipGroup>
      {kind === 'jobs' && (
        <>
          <ChipGroup label={texts.pay}>
            {monthlyPaySteps.map((monthly) => {
              const yearly = monthly * 12;
              const pressed = filters.minSalary === yearly;
              return (
                <Chip
                  key={monthly}
                  aria-pressed={pressed}
                  onClick={() => onChange({ minSalary: pressed ? undefined : yearly })}
                >
                  {texts.payAtLeast(formatSalary(monthly))}
                </Chip>
              );
            })}
          </ChipGroup>
        </>
      )}
      <PlaceFilter
        near={filters.near}
        radiusKm={filters.radiusKm}
        error={error}
        onChange={onChange}
      />
    </Fieldset>
  );
}
