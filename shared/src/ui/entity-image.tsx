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
  color: ${({ theme }) => theme.colors.primary};
  svg {
    width: 40%;
    max-width: 48px;
    height: auto;
  }
`;

export interface EntityImageProps {
  /** An object name or URL as the API gives it; empty when there is none. */
  src: string;
  /** Empty where the image is decoration, e.g. inside a card that names the item in text. */
  alt: string;
  shape?: ImageShape;
}

/**
 * An uploaded picture: a job's, company's or course's, or one on a profile. Without one, or when
 * it fails to load, a placeholder with the same alternative text takes its place, so the layout
 * never jumps.
 */
export function EntityImage({ src, alt, shape = 'wide' }: EntityImageProps) {
  const config = useAppConfig();
  const { shown, onError } = useImageFallback(src);
  if (shown === null) {
    return (
      <Placeholder
        {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
        $shape={shape}
      >
        <CompassIcon />
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
