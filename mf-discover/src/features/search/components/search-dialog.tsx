import { Button, Sheet, TextField } from '@kompass/shared';
import { useState } from 'react';
import styled from 'styled-components';
import { useDetailsDialog } from '../../../components/use-details-dialog';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { searchTexts } from '../../../texts';
import { useSearchCounts } from '../hooks/use-search-counts';
import { SEARCH_DEBOUNCE_MS } from '../limits';
import {
  CompanyResults,
  CourseResults,
  JobResults,
  StatusLine,
  UserResults,
} from './search-results';
import { SearchTabs, searchTabs, TabPanel, useTabIds, type SearchTab } from './search-tabs';

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

/**
 * The search dialog of `/search` (docs/product.md#search): results as you type for jobs, study
 * courses, companies or other users, one tab at a time. Once the typing pauses every kind is
 * searched, so each tab shows its number of hits and an empty tab points to one that has some.
 */
export default function SearchDialog({ onClose }: { onClose: () => void }) {
  const [text, setText] = useState('');
  const [tab, setTab] = useState<SearchTab>('jobs');
  const ids = useTabIds();
  const { openJob, openCourse, dialog } = useDetailsDialog();
  const typed = text.trim();
  const debounced = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  // Clearing the field shows the hint at once; new words wait for the pause.
  const query = typed === '' ? '' : debounced;
  const counts = useSearchCounts(query);
  // The first tab (in tab order) that has hits: where an empty tab sends the user.
  const withHits = searchTabs.find((each) => (counts[each] ?? 0) > 0);
  const whenEmpty = withHits && (
    <Elsewhere>
      <p>{searchTexts.foundElsewhere(searchTexts.tabs[withHits], counts[withHits] ?? 0)}</p>
      <Button $variant="secondary" onClick={() => setTab(withHits)}>
        {searchTexts.showTab(searchTexts.tabs[withHits])}
      </Button>
    </Elsewhere>
  );

  function results(current: SearchTab) {
    if (query === '') {
      return (
        <StatusLine role="status" aria-live="polite">
          {typed === '' ? searchTexts.typeToSearch : searchTexts.searching}
        </StatusLine>
      );
    }
    switch (current) {
      case 'jobs':
        return <JobResults query={query} onOpenJob={openJob} whenEmpty={whenEmpty} />;
      case 'courses':
        return <CourseResults query={query} onOpenCourse={openCourse} whenEmpty={whenEmpty} />;
      case 'companies':
        return <CompanyResults query={query} whenEmpty={whenEmpty} />;
      case 'users':
        return <UserResults query={query} whenEmpty={whenEmpty} />;
    }
  }

  return (
    <>
      <Sheet title={searchTexts.dialogTitle} onClose={onClose}>
        {/* Results come as you type: Enter has nothing left to send and must not reload. */}
        <Form role="search" onSubmit={(event) => event.preventDefault()}>
          <TextField
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
        <SearchTabs active={tab} onChange={setTab} ids={ids} counts={counts} />
        {searchTabs.map((each) => (
          <TabPanel key={each} tab={each} active={tab} ids={ids}>
            {results(each)}
          </TabPanel>
        ))}
      </Sheet>
      {/* Beside the sheet, not inside it: the popup opens above the results and returns to them. */}
      {dialog}
    </>
  );
}
