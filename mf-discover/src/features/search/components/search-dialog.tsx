import { Button, Sheet, styled } from '@kompass/shared';
import { TextField } from '@kompass/shared/text-field';
import { useEffect, useId, useState } from 'react';
import { CardList } from '../../../components/section';
import { useDetailsDialog } from '../../../components/use-details-dialog';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { searchTexts } from '../texts';
import { useSearchCounts } from '../hooks/use-search-counts';
import { useSearchState } from '../hooks/use-search-state';
import { useSearched } from '../hooks/use-searched';
import { useDidYouMean } from '../api/get-did-you-mean';
import { SEARCH_DEBOUNCE_MS } from '../limits';
import { searchKinds, searchTabs, type SearchFilters, type SearchTab } from '../lib/search-state';
import { AllResults } from './all-results';
import { SearchFilterBar } from './search-filters';
import { StatusLine, TabResults } from './search-results';
import { SearchTabs, TabPanel, useTabIds } from './search-tabs';
import { PlaceFromQueryChip, SearchWaysOn } from './search-ways-on';
import { rememberPlace } from '../../../lib/last-place';

const Elsewhere = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  p {
    margin: 0;
  }
`;

const Form = styled.form`
  margin-bottom: ${({ theme }) => theme.space(3)};
`;

/** On a desktop a tab's cards stand two by two in the wide sheet. */
const TabCards = styled.div`
  display: contents;
  ${({ theme }) => theme.desktop} {
    ${CardList} {
      display: grid;
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
  }
`;

/**
 * The search dialog of `/search` (docs/product.md#search): results as you type for jobs, study
 * courses, companies or other users, one tab at a time, the first ('Alle') showing the best of
 * each. Once the typing pauses every kind is searched, so each tab shows its number of hits and an
 * empty tab points to one that has some. The text, tab and filters live in the URL: a reload or a
 * shared link shows the same search.
 */
export default function SearchDialog({ onClose }: { onClose: () => void }) {
  const { state, update } = useSearchState();
  const { tab } = state;
  const [text, setText] = useState(state.query);
  const ids = useTabIds();
  const { openJob, openCourse, dialog } = useDetailsDialog();
  const typed = text.trim();
  const debounced = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  // Clearing the field shows the hint at once; new words wait for the pause.
  const typedQuery = typed === '' ? '' : debounced;
  // „Pflege in Hamburg“: the place the text names filters jobs and courses.
  const { query, filters, placeFromText, textWithoutPlace } = useSearched(typedQuery, state);
  const { counts, filterError } = useSearchCounts(query, filters);
  const nothingFound = counts.all === 0;
  const suggestion = useDidYouMean(query, nothingFound).data?.suggestion ?? undefined;
  const setTab = (next: SearchTab) => update({ tab: next });
  const setFilters = (change: Partial<SearchFilters>) => {
    // Removing the place says 'nowhere in particular': home forgets it too.
    if ('near' in change && change.near === undefined) rememberPlace(undefined);
    update(change);
  };

  // A place the server took (its jobs are counted) is remembered in this browser for home's
  // 'Berufe für dich'; a refused one never is.
  const placeTaken = filters.near !== undefined && counts.jobs !== undefined && !filterError;
  useEffect(() => {
    if (placeTaken && filters.near !== undefined) {
      rememberPlace({ near: filters.near, radiusKm: filters.radiusKm });
    }
  }, [placeTaken, filters.near, filters.radiusKm]);

  // The text typed, once it rests, goes to the URL; the guard ends the round trip.
  useEffect(() => {
    if (typedQuery !== state.query) update({ query: typedQuery });
  }, [typedQuery, state.query, update]);

  const inputId = useId();
  const removePlaceFromText = () => {
    setText(textWithoutPlace ?? '');
    // The chip goes away with its button: the focus stays in the search.
    document.getElementById(inputId)?.focus();
  };
  const withoutPlace = placeFromText
    ? removePlaceFromText
    : filters.near !== undefined
      ? () => setFilters({ near: undefined })
      : undefined;
  const waysOn = (
    <SearchWaysOn
      suggestion={suggestion}
      onSuggestion={(next) => setText(next)}
      onWithoutPlace={withoutPlace}
    />
  );

  // The first kind (in tab order) that has hits: where an empty tab sends the user.
  const withHits = searchKinds.find((each) => (counts[each] ?? 0) > 0);
  const whenEmpty = (
    <>
      {withHits && (
        <Elsewhere>
          <p>
            {searchTexts.foundElsewhere(searchTexts.kindsAfterBei[withHits], counts[withHits] ?? 0)}
          </p>
          <Button $variant="secondary" onClick={() => setTab(withHits)}>
            {searchTexts.showTab(searchTexts.kinds[withHits])}
          </Button>
        </Elsewhere>
      )}
      {waysOn}
    </>
  );

  function results(current: SearchTab) {
    const filterBar = (current === 'jobs' || current === 'courses') && (
      <SearchFilterBar kind={current} filters={filters} error={filterError} onChange={setFilters} />
    );
    if (query === '') {
      return (
        <>
          {filterBar}
          <StatusLine role="status" aria-live="polite">
            {typed === '' ? searchTexts.typeToSearch : searchTexts.searching}
          </StatusLine>
        </>
      );
    }
    switch (current) {
      case 'all':
        return (
          <AllResults
            query={query}
            filters={filters}
            onOpenJob={openJob}
            onOpenCourse={openCourse}
            onShowAll={setTab}
            whenEmpty={waysOn}
          />
        );
      default:
        return (
          <>
            {filterBar}
            <TabResults
              key={current}
              kind={current}
              query={query}
              filters={filters}
              openers={{ onOpenJob: openJob, onOpenCourse: openCourse }}
              whenEmpty={whenEmpty}
            />
          </>
        );
    }
  }

  return (
    <>
      <Sheet title={searchTexts.dialogTitle} onClose={onClose} wide>
        {/* Results come as you type: Enter has nothing left to send and must not reload. */}
        <Form role="search" onSubmit={(event) => event.preventDefault()}>
          <TextField
            id={inputId}
            label={searchTexts.inputLabel}
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={searchTexts.searchBoxPlaceholder}
            autoComplete="off"
            enterKeyHint="search"
            data-autofocus
          />
        </Form>
        {/* Gone at once when removed, not only once the shorter text has rested. */}
        {placeFromText && typed !== textWithoutPlace && (
          <PlaceFromQueryChip place={placeFromText} onRemove={removePlaceFromText} />
        )}
        <SearchTabs active={tab} onChange={setTab} ids={ids} counts={counts} />
        {searchTabs.map((each) => (
          <TabPanel key={each} tab={each} active={tab} ids={ids}>
            {each === 'all' ? results(each) : <TabCards>{results(each)}</TabCards>}
          </TabPanel>
        ))}
      </Sheet>
      {/* Beside the sheet, not inside it: the popup opens above the results and returns to them. */}
      {dialog}
    </>
  );
}
