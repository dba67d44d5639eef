import { Sheet, TextField } from '@kompass/shared';
import { useState } from 'react';
import styled from 'styled-components';
import { useDetailsDialog } from '../../../components/use-details-dialog';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { searchTexts } from '../../../texts';
import { SEARCH_DEBOUNCE_MS } from '../limits';
import {
  CompanyResults,
  CourseResults,
  JobResults,
  StatusLine,
  UserResults,
} from './search-results';
import { SearchTabs, searchTabs, TabPanel, useTabIds, type SearchTab } from './search-tabs';

const Form = styled.form`
  margin-bottom: ${({ theme }) => theme.space(3)};
`;

/**
 * The search dialog of `/search` (spec §2): results as you type for jobs, study courses,
 * companies or other users, one tab at a time. Only the open tab's search runs, once the typing pauses.
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
        return <JobResults query={query} onOpenJob={openJob} />;
      case 'courses':
        return <CourseResults query={query} onOpenCourse={openCourse} />;
      case 'companies':
        return <CompanyResults query={query} />;
      case 'users':
        return <UserResults query={query} />;
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
        <SearchTabs active={tab} onChange={setTab} ids={ids} />
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
