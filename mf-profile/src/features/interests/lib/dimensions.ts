import type { InterestDimension, InterestDimensions } from '@kompass/shared';

/** RIASEC order: how the adjusting form lists them. */
export const dimensionOrder: InterestDimension[] = ['R', 'I', 'A', 'S', 'E', 'C'];

/** Strongest first; ties in RIASEC order. */
export function byStrength(dimensions: InterestDimensions): InterestDimension[] {
  return [...dimensionOrder].sort(
    (a, b) =>
      dimensions[b] - dimensions[a] || dimensionOrder.indexOf(a) - dimensionOrder.indexOf(b),
  );
}

/** 0..1 ↔ the sliders' whole percent. */
export const toPercent = (value: number) => Math.round(value * 100);
export const fromPercent = (value: number) => Math.round(value) / 100;
