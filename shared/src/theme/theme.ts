const colors = {
  primary: '#0f766e',
  primaryHover: '#115e59',
  primarySoft: '#ccfbf1',
  primaryContrast: '#ffffff',
  background: '#f4f7f6',
  surface: '#ffffff',
  text: '#102a27',
  textMuted: '#4a5b58',
  border: '#d5dedc',
  danger: '#b42318',
  dangerSoft: '#fee4e2',
  focus: '#f59e0b',
  overlay: 'rgba(16, 42, 39, 0.45)',
} as const;

/** The teal light theme: main colour teal, light mode only (docs/product.md#constants). */
export const theme = {
  colors,
  /** Backgrounds that fade between theme colours (the intro splash). */
  gradients: {
    splash: `linear-gradient(160deg, ${colors.primarySoft}, ${colors.surface} 60%)`,
  },
  radii: { small: '8px', medium: '14px', large: '22px', round: '999px' },
  space: (steps: number) => `${steps * 4}px`,
  font: {
    family:
      "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
    small: '0.875rem',
    body: '1rem',
    large: '1.25rem',
    title: '1.5rem',
    hero: '2rem',
  },
  shadow: '0 2px 10px rgba(16, 42, 39, 0.08)',
  /** The app is a phone-width column, centred on wider screens. */
  maxWidth: '480px',
  tabBarHeight: '64px',
  /**
   * From this width on (desktops, landscape tablets) the app uses the screen: a side navigation
   * instead of the bottom tab bar, a wider content column, pages in columns. Phones never match.
   */
  desktop: '@media (min-width: 1024px)',
  sideNavWidth: '240px',
  /** The content column beside the side navigation; wider reads badly. */
  desktopMaxWidth: '1200px',
  /** A column of text and fields on a desktop (the assistant, a profile): lines stay readable. */
  readableWidth: '760px',
  /** A sheet with results side by side on a desktop (the search). */
  wideSheetWidth: '1040px',
} as const;

export type Theme = typeof theme;
