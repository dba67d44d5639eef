/**
 * `@kompass/shared/entity-image`: bundled by the apps that show pictures, so it stays out of the
 * shell's first load; what holds state (the app config) comes from the shared singleton.
 */
import { CompassIcon, css, objectUrl, styled, useAppConfig } from '@kompass/shared';
import { useImageFallback } from './use-image-fallback';

/** `wide`: a card's 16:9 picture; `framed`: the same with rounded corners; `square`: a logo. */
export type ImageShape = 'wide' | 'framed' | 'square' | 'round';

const frame = {
  wide: { ratio: '16 / 9', radius: null },
  framed: { ratio: '16 / 9', radius: 'small' },
  square: { ratio: '1 / 1', radius: 'medium' },
  round: { ratio: '1 / 1', radius: 'round' },
} as const;

const corners = css<{ $shape: ImageShape }>`
  width: 100%;
  aspect-ratio: ${({ $shape }) => frame[$shape].ratio};
  border-radius: ${({ $shape, theme }) => {
    const radius = frame[$shape].radius;
    return radius === null ? '0' : theme.radii[radius];
  }};
  background: ${({ theme }) => theme.colors.primarySoft};
`;

const Img = styled.img<{ $shape: ImageShape }>`
  ${corners}
  object-fit: cover;
`;

const Placeholder = styled.div<{ $shape: ImageShape }>`
  ${corners}
  display: grid;
  place-items: center;
  container-type: inline-size;
  color: ${({ theme }) => theme.colors.primary};
  svg {
    width: 40%;
    max-width: 48px;
    height: auto;
  }
`;

/** Sized by the frame (container query units), so a small tile and a page header both fit. */
const Initials = styled.span`
  font-size: clamp(0.875rem, 32cqi, 2.5rem);
  font-weight: 700;
  line-height: 1;
  letter-spacing: 0.02em;
`;

/** Words of a company's name that are no part of what people call it. */
const legalForms = /^(gmbh|ag|kg|se|ohg|eg|ev|e\.v\.|mbh|co\.?|ug|&|und|der|die|das|für)$/i;

/**
 * Up to two letters for a name: the first letters of its first two words, leaving out legal
 * forms ('Stadtwerke Kassel GmbH' → 'SK'); one word gives one letter.
 */
export function initialsOf(name: string): string {
  const words = name
    .split(/[\s\-–/]+/)
    .filter((word) => word && !legalForms.test(word))
    .map((word) => word.replace(/^[^\p{L}\p{N}]+/u, ''))
    .filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => [...word][0]!.toLocaleUpperCase('de-DE'))
    .join('');
}

export interface EntityImageProps {
  /** An object name or URL as the API gives it; empty when there is none. */
  src: string;
  /** Empty where the image is decoration, e.g. inside a card that names the item in text. */
  alt: string;
  shape?: ImageShape;
  /** A company's name: without a logo, or when it fails to load, its initials stand in. */
  initialsFrom?: string;
}

/**
 * An uploaded picture: a job's, company's or course's, or one on a profile. Without one, or when
 * it fails to load, a placeholder with the same alternative text takes its place, so the layout
 * never jumps.
 */
export function EntityImage({ src, alt, shape = 'wide', initialsFrom }: EntityImageProps) {
  const config = useAppConfig();
  const { shown, onError } = useImageFallback(src);
  if (shown === null) {
    const initials = initialsFrom ? initialsOf(initialsFrom) : '';
    return (
      <Placeholder
        {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
        $shape={shape}
      >
        {initials ? <Initials translate="no">{initials}</Initials> : <CompassIcon />}
      </Placeholder>
    );
  }
  return (
    <Img
      src={objectUrl(config, shown)}
      alt={alt}
      loading="lazy"
      decoding="async"
      $shape={shape}
      onError={onError}
    />
  );
}
