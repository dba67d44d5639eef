import { SearchIcon, styled } from '@kompass/shared';
import { lazy, Suspense } from 'react';
import { searchTexts } from '../texts';
import { useSearchState } from '../hooks/use-search-state';

// The dialog is not part of the first screen: its chunk loads when the box is first used
// (or already when it is hovered or focused, so it is usually there by the time of the tap).
const loadSearchDialog = () => import('./search-dialog');
const SearchDialog = lazy(loadSearchDialog);

/** Looks like a search field; it is a button, because the search itself happens in a dialog. */
const SearchBox = styled.button.attrs({ type: 'button' })`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  width: 100%;
  min-height: 52px;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  border: 1.5px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: left;
  cursor: text;
  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.primary};
  }
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

/**
 * The search box of `/search` and the search dialog it opens; the dialog is open while the URL
 * holds a search (`?q=`), so a reload or a shared link opens it again.
 */
export function SearchLauncher() {
  const search = useSearchState();
  const preload = () => void loadSearchDialog();
  return (
    <>
      <SearchBox
        aria-haspopup="dialog"
        onClick={search.open}
        onPointerEnter={preload}
        onFocus={preload}
      >
        <SearchIcon />
        {/* The visible hint stays part of the name (WCAG 2.5.3 label in name). */}
        <span className="visually-hidden">{searchTexts.searchBoxLabel}: </span>
        <span>{searchTexts.searchBoxPlaceholder}</span>
      </SearchBox>
      {search.state.open && (
        <Suspense fallback={null}>
          <SearchDialog onClose={search.close} />
        </Suspense>
      )}
    </>
  );
}
