/** Replaces `{name}` placeholders in copy with values; unknown placeholders stay as written. */
export function fillTemplate(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match);
}

/** A figure for running text: grouped digits and a true minus sign (−30, 25,000). */
export function formatFigure(value: number, locale: string): string {
  const text = new Intl.NumberFormat(locale, { useGrouping: Math.abs(value) >= 10_000 }).format(Math.abs(value));
  return value < 0 ? `\u2212${text}` : text;
}
