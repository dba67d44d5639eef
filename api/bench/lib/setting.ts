/** A positive whole number from the environment variable `name`, else `fallback`. */
export function positiveSetting(name: string, fallback: number): number {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) {
    throw new Error(`${name} muss eine positive ganze Zahl sein, nicht '${raw}'.`);
  }
  return value;
}
