import { Button, styled } from '@kompass/shared';
import { Input } from '@kompass/shared/text-field';
import { useState } from 'react';
import { adminTexts } from '../texts';
import { ItemText } from './item-list';
import { Row } from '@kompass/shared/layout';

const SearchForm = styled.form`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  & > input {
    flex: 1;
  }
`;

/** The search field above an admin list; the list searches only when the form is sent. */
export function ListSearch({
  label,
  placeholder,
  onSearch,
}: {
  label: string;
  placeholder?: string;
  onSearch: (term: string) => void;
}) {
  const [typed, setTyped] = useState('');
  return (
    <SearchForm
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(typed.trim());
      }}
    >
      <Input
        type="search"
        aria-label={label}
        placeholder={placeholder}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
      />
      <Button type="submit">{adminTexts.search}</Button>
    </SearchForm>
  );
}

const Nav = styled(Row).attrs({ as: 'nav', $spread: true })``;

/** Back and forth through a paged admin list; `page` counts from 0, the words from 1. */
export function ListPager({
  page,
  pages,
  onPage,
  label,
  previous,
  next,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  label: string;
  previous: string;
  next: string;
}) {
  return (
    <Nav aria-label={label}>
      <Button $variant="secondary" disabled={page === 0} onClick={() => onPage(page - 1)}>
        {previous}
      </Button>
      <ItemText aria-live="polite">{adminTexts.pageOf(page + 1, pages)}</ItemText>
      <Button $variant="secondary" disabled={page + 1 >= pages} onClick={() => onPage(page + 1)}>
        {next}
      </Button>
    </Nav>
  );
}
