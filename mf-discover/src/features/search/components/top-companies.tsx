import { Link, paths, SkeletonBlock, styled } from '@kompass/shared';
import { EntityImage } from '@kompass/shared/entity-image';
import { commonDiscoverTexts } from '../../../texts';
import { searchTexts } from '../texts';
import { useTopCards } from '../api/get-top-cards';
import { topContentOf } from '../hooks/use-top-content';
import { TOP_COMPANIES_LIMIT } from '../limits';
import { TopSection } from './top-section';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${({ theme }) => `${theme.space(4)} ${theme.space(3)}`};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const LogoLink = styled(Link)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.colors.text};
  text-align: center;
  text-decoration: none;
  img,
  [role='img'] {
    border: 2px solid ${({ theme }) => theme.colors.border};
  }
  &:hover img,
  &:hover [role='img'] {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

/* The whole name, never cut: a clamped caption's ellipsis sticks out of the narrow column, and a
   company is not to be guessed from half its name. */
const Name = styled.span`
  max-width: 100%;
  font-size: 0.75rem;
  font-weight: 600;
  line-height: 1.3;
  /* A name is not hyphenated; a word of it wider than this small caption breaks where it must. */
  overflow-wrap: anywhere;
`;

const SkeletonLogo = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
`;

/**
 * "Top-Unternehmen" (docs/product.md#search): up to eight round logos of the most viewed companies.
 */
export function TopCompanies() {
  const content = topContentOf(useTopCards(), 'company', TOP_COMPANIES_LIMIT);
  return (
    <TopSection
      title={searchTexts.topCompanies}
      content={content}
      emptyText={searchTexts.topCompaniesEmpty}
      skeleton={
        <Grid as="div">
          {Array.from({ length: TOP_COMPANIES_LIMIT }, (_, index) => (
            <SkeletonLogo key={index}>
              <SkeletonBlock $round $height="auto" style={{ aspectRatio: '1 / 1' }} />
              <SkeletonBlock $height="0.75rem" $width="80%" />
            </SkeletonLogo>
          ))}
        </Grid>
      }
    >
      {(items) => (
        <Grid>
          {items.flatMap((item) =>
            item.entityType === 'company'
              ? [
                  <li key={item.entity.id}>
                    <LogoLink to={paths.company(item.entity.id)}>
                      <EntityImage
                        src={item.entity.image}
                        alt={commonDiscoverTexts.logoOf(item.entity.name)}
                        shape="round"
                        initialsFrom={item.entity.name}
                      />
                      <Name translate="no">{item.entity.name}</Name>
                    </LogoLink>
                  </li>,
                ]
              : [],
          )}
        </Grid>
      )}
    </TopSection>
  );
}
