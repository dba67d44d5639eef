import type { ReactNode } from 'react';
import { Hyphenated, Link, styled, css } from '@kompass/shared';
import { EntityImage, type EntityImageProps } from '@kompass/shared/entity-image';

export type CardLayout = 'tile' | 'row';

const cardStyle = css<{ $layout: CardLayout }>`
  display: grid;
  width: 100%;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow};
  color: ${({ theme }) => theme.colors.text};
  text-align: left;
  text-decoration: none;
  overflow: hidden;
  cursor: pointer;
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  ${({ $layout, theme }) =>
    $layout === 'tile'
      ? css`
          grid-template-rows: auto 1fr;
        `
      : css`
          grid-template-columns: 72px 1fr;
          align-items: center;
          gap: ${theme.space(3)};
          padding: ${theme.space(2)};
        `}
`;

const CardButton = styled.button.attrs({ type: 'button' })<{ $layout: CardLayout }>`
  ${cardStyle}
`;

const CardLink = styled(Link)<{ $layout: CardLayout }>`
  ${cardStyle}
`;

const Text = styled.span<{ $layout: CardLayout }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
  padding: ${({ $layout, theme }) => ($layout === 'tile' ? theme.space(3) : 0)};
`;

const Title = styled.span`
  font-weight: 700;
  line-height: 1.3;
  /* Long German compounds break at a syllable with a hyphen (Hyphenated); a word is never
     broken anywhere else unless a single syllable is wider than the card. */
  overflow-wrap: break-word;
`;

const Subtitle = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.small};
`;

const Note = styled.span`
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.small};
`;

const Meta = styled.span`
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.font.small};
  font-weight: 600;
`;

export interface EntityCardProps {
  title: string;
  /** The title is a name (a company's): shown as written, never hyphenated. */
  titleIsName?: boolean;
  subtitle?: string;
  meta?: ReactNode;
  /** A short fact the reader must not miss, such as what a job requires. */
  note?: string;
  /** No alternative text: the card's own text names the item, an alt would repeat it. */
  image: Omit<EntityImageProps, 'alt'>;
  layout?: CardLayout;
  /** Where the card leads: a route, or an action such as opening the details popup. */
  target: { to: string } | { onOpen: () => void };
}

/** A tappable card for a job, company or course; its text is its accessible name. */
export function EntityCard({
  title,
  titleIsName = false,
  subtitle,
  meta,
  note,
  image,
  layout = 'tile',
  target,
}: EntityCardProps) {
  const content = (
    <>
      <EntityImage
        {...image}
        alt=""
        shape={layout === 'row' && image.shape !== 'round' ? 'square' : image.shape}
      />
      <Text $layout={layout}>
        {/* A name is no word of the language: neither hyphenated nor translated. */}
        {titleIsName ? (
          <Title translate="no">{title}</Title>
        ) : (
          <Title>
            <Hyphenated text={title} />
          </Title>
        )}
        {subtitle && <Subtitle>{subtitle}</Subtitle>}
        {meta && <Meta>{meta}</Meta>}
        {note && <Note>{note}</Note>}
      </Text>
    </>
  );
  return 'to' in target ? (
    <CardLink to={target.to} $layout={layout}>
      {content}
    </CardLink>
  ) : (
    <CardButton onClick={target.onOpen} $layout={layout}>
      {content}
    </CardButton>
  );
}
