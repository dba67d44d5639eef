/**
 * A euro amount as a German user types it: '45.000', '45000,50', '45.000,50', '45 000' or
 * '45000.5'. Null when it is not a non-negative number.
 */
export function parseAmount(input: string): number | null {
  let text = input.replace(/[\s\u00a0€]/g, '');
  if (text === '') return null;
  if (text.includes(',')) {
    // Comma = decimal separator; dots are thousands separators.
    if (!/^\d{1,3}(\.\d{3})*(,\d{1,2})?$|^\d+(,\d{1,2})?$/.test(text)) return null;
    text = text.replace(/\./g, '').replace(',', '.');
  } else if (/^\d{1,3}(\.\d{3})+$/.test(text)) {
    // '45.000': dots in groups of three are thousands separators.
    text = text.replace(/\./g, '');
  } else if (!/^\d+(\.\d{1,2})?$/.test(text)) {
    return null;
  }
  const value = Number(text);
  return Number.isFinite(value) && value >= 0 ? value : null;
}
